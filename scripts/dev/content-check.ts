/**
 * Checking one content file's text for the level preview: JSON syntax and schema issues with the
 * line and column they point at, and warnings for art URLs that name no file. Node only.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { z } from 'zod';
import type { PreviewIssue } from '../../core/dev/level-preview.contracts';
import { collectAssetRefs, formatPath } from '../art/validate-content';

type PathPart = string | number | symbol;

/** File name of a level: `level-02.json`. */
export function levelFileName(level: number): string {
  return `level-${String(level).padStart(2, '0')}.json`;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Offsets of every value in a valid JSON text by JSON path (`a.b[2].c`, `$` for the root); an
 * object member points at its key. Lets the panel say on which line a schema issue sits.
 */
export function jsonPathOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const readString = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: PathPart[], at?: number) => {
    skipSpace();
    out.set(formatPath(path), at ?? i);
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      skipSpace();
      if (text[i] === close) return void i++;
      for (let index = 0; i < text.length; index++) {
        skipSpace();
        if (ch === '{') {
          const keyAt = i;
          const key = readString();
          skipSpace();
          i++; // the colon
          readValue([...path, key], keyAt);
        } else readValue([...path, index]);
        skipSpace();
        if (text[i++] !== ',') return;
      }
    } else if (ch === '"') readString();
    else while (i < text.length && !' \t\r\n,]}'.includes(text[i]!)) i++;
  };
  readValue([]);
  return out;
}

/** The issue for text that JSON.parse refused, with line and column taken from V8's "at position N". */
function syntaxIssue(raw: string, error: unknown): PreviewIssue {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : raw.length;
  const { line, column } = lineColumn(raw, offset);
  // V8 words it "... in JSON at position 12 (line 2 column 3)"; the panel shows line and column itself.
  const text = message.replace(/\s*in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
  return { kind: 'syntax', severity: 'error', path: '$', message: `Not valid JSON: ${text}`, line, column };
}

/** Finds the line of a JSON path, or of its nearest existing parent (a missing key has no line). */
export function locate(offsets: Map<string, number>, raw: string, path: readonly PathPart[]): { line?: number; column?: number } {
  for (let n = path.length; n >= 0; n--) {
    const offset = offsets.get(formatPath(path.slice(0, n)));
    if (offset !== undefined) return lineColumn(raw, offset);
  }
  return {};
}

/** Problems the schema cannot see but the picture would show: art files that don't exist, duplicate sprite keys. */
function contentWarnings(json: unknown, artDir: string, offsets: Map<string, number>, raw: string): PreviewIssue[] {
  const out: PreviewIssue[] = [];
  const root = resolve(artDir);
  for (const ref of collectAssetRefs(json)) {
    const local = resolve(root, ref.url.slice('/assets/'.length));
    const inside = local.startsWith(root + sep);
    if (!inside || !existsSync(local) || !statSync(local).isFile()) {
      out.push({ kind: 'content', severity: 'warning', path: formatPath(ref.path), message: inside ? `No art file at ${ref.url}` : `${ref.url} points outside assets/`, ...locate(offsets, raw, ref.path) });
    }
  }
  const sprites = (json as { assets?: { sprites?: unknown } }).assets?.sprites;
  if (Array.isArray(sprites)) {
    const seen = new Set<string>();
    sprites.forEach((s: unknown, i) => {
      const key = (s as { key?: unknown }).key;
      if (typeof key !== 'string') return;
      const path = ['assets', 'sprites', i, 'key'];
      if (seen.has(key)) out.push({ kind: 'content', severity: 'warning', path: formatPath(path), message: `Duplicate sprite key "${key}": only one of them is drawn`, ...locate(offsets, raw, path) });
      seen.add(key);
    });
  }
  return out;
}

/**
 * Parses one content file's text with `schema`: the parsed value when it has no error, and every
 * issue (syntax, schema, content warnings) with its JSON path and line.
 */
export function checkContent<T>(raw: string, schema: z.ZodType<T>, artDir: string): { value?: T; issues: PreviewIssue[] } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    return { issues: [syntaxIssue(raw, e)] };
  }
  const offsets = jsonPathOffsets(raw);
  const parsed = schema.safeParse(json);
  const warnings = contentWarnings(json, artDir, offsets, raw);
  if (parsed.success) return { value: parsed.data, issues: warnings };
  const errors: PreviewIssue[] = parsed.error.issues.map((i) => ({ kind: 'schema', severity: 'error', path: formatPath(i.path), message: i.message, ...locate(offsets, raw, i.path) }));
  return { issues: [...errors, ...warnings] };
}

