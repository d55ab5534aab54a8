/**
 * Validates the game content JSON: every `assets/maps/*.json` against `mapSchema` and every
 * `assets/levels/*.json` against `levelSchema` (from `core/content/level-schema.ts`), and checks that every
 * referenced `/assets/...` file exists on disk (`/assets/x` is `<repo>/assets/x`).
 *
 * Also cross-checks what the schemas cannot see alone: unique sprite keys and orders within a level,
 * every order 1..goal present in `sprite` levels (and exactly `goal` sprites), each level's `map_id`
 * pointing at a map that lists it, map nodes inside x 80-1520 / y 120-840 and at least 120 px apart,
 * the monster standing outside the question card region, and video levels (`type: 'video'`) having
 * `video_level: true` and cues "0".."goal" plus "end" with increasing times.
 *
 * Run: `npx tsx scripts/art/validate-content.ts` (exits 1 and prints `file: json.path: message` on failure).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { levelSchema, mapSchema } from '../../core/content/level-schema';

/** One validation problem. */
export interface ContentError {
  /** Repo-relative file. */
  file: string;
  /** JSON path inside the file, e.g. `assets.sprites[3].image_url` (empty for the whole file). */
  path: string;
  message: string;
}

type PathPart = string | number | symbol;

/**
 * Formats a JSON path as `a.b[2].c`.
 * @param parts path segments
 * @returns the dotted path ("$" for the root)
 */
export function formatPath(parts: readonly PathPart[]): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out.length === 0 ? String(p) : `.${String(p)}`;
  }
  return out.length === 0 ? '$' : out;
}

/**
 * Collects every string under `value` that looks like an `/assets/...` URL, with its JSON path.
 * @param value parsed JSON
 * @param path path of `value`
 * @param out accumulator
 * @returns the accumulator
 */
export function collectAssetRefs(value: unknown, path: PathPart[] = [], out: Array<{ path: PathPart[]; url: string }> = []): Array<{ path: PathPart[]; url: string }> {
  if (typeof value === 'string') {
    if (value.startsWith('/assets/')) out.push({ path, url: value });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => collectAssetRefs(v, [...path, i], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectAssetRefs(v, [...path, k], out);
  }
  return out;
}

/** Question card region in the design space (the monster must not stand in it). */
const CARD = { x0: 340, y0: 60, x1: 1260, y1: 420 } as const;

/**
 * Checks map node placement: inside x 80-1520, y 120-840 and at least 120 px apart.
 * @param nodes the map nodes
 * @returns messages with their JSON paths
 */
export function checkMapNodes(nodes: ReadonlyArray<{ x: number; y: number }>): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  nodes.forEach((n, i) => {
    if (n.x < 80 || n.x > 1520 || n.y < 120 || n.y > 840) out.push({ path: formatPath(['nodes', i]), message: `node (${n.x}, ${n.y}) is outside x 80-1520, y 120-840` });
    nodes.forEach((m, j) => {
      if (j > i && Math.hypot(n.x - m.x, n.y - m.y) < 120) out.push({ path: formatPath(['nodes', j]), message: `node ${j} is closer than 120 px to node ${i}` });
    });
  });
  return out;
}

/**
 * Checks a video level's cue points: keys "0".."goal" and "end", times increasing in that order,
 * and each `cuePoint` not before its `currentTime`.
 * @param cues the cues record
 * @param goal the level goal
 * @returns messages with their JSON paths
 */
export function checkVideoCues(cues: Readonly<Record<string, { currentTime: number; cuePoint: number }>>, goal: number): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  const keys = [...Array.from({ length: goal + 1 }, (_, i) => String(i)), 'end'];
  let prev = -Infinity;
  for (const k of keys) {
    const cue = cues[k];
    const path = formatPath(['assets', 'video', 'cues', k]);
    if (cue === undefined) {
      out.push({ path, message: `missing cue "${k}"` });
      continue;
    }
    if (cue.currentTime <= prev) out.push({ path, message: `cue "${k}" time ${cue.currentTime} is not after the previous cue (${prev})` });
    if (cue.cuePoint < cue.currentTime) out.push({ path, message: `cue "${k}" cuePoint ${cue.cuePoint} is before its currentTime ${cue.currentTime}` });
    prev = cue.currentTime;
  }
  for (const k of Object.keys(cues)) if (!keys.includes(k)) out.push({ path: formatPath(['assets', 'video', 'cues', k]), message: `unexpected cue "${k}"` });
  return out;
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

function issuesToErrors(file: string, error: z.ZodError): ContentError[] {
  return error.issues.map((i) => ({ file, path: formatPath(i.path), message: i.message }));
}

/**
 * Validates all maps and levels under `<root>/assets`.
 * @param root repository root
 * @returns the problems found (empty when everything is valid) and counts of checked files
 */
export function validateContent(root: string): { errors: ContentError[]; maps: number; levels: number; refs: number } {
  const errors: ContentError[] = [];
  const rel = (p: string): string => p.slice(root.length + 1);
  let refs = 0;
  /** Levels listed by each map id; null when that map file is itself invalid (cross-checks skipped). */
  const mapLevels = new Map<number, Set<number> | null>();
  const levelFiles: Array<{ file: string; data: unknown }> = [];

  const load = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (e) {
      errors.push({ file: rel(file), path: '$', message: `invalid JSON: ${(e as Error).message}` });
      return undefined;
    }
  };

  const checkRefs = (file: string, data: unknown): void => {
    for (const ref of collectAssetRefs(data)) {
      refs++;
      const local = resolve(root, `.${ref.url}`);
      if (!local.startsWith(join(root, 'assets'))) {
        errors.push({ file: rel(file), path: formatPath(ref.path), message: `asset path escapes assets/: ${ref.url}` });
      } else if (!existsSync(local) || !statSync(local).isFile()) {
        errors.push({ file: rel(file), path: formatPath(ref.path), message: `missing file ${ref.url}` });
      }
    }
  };

  const mapFiles = listJson(join(root, 'assets', 'maps'));
  for (const file of mapFiles) {
    const data = load(file);
    if (data === undefined) continue;
    const parsed = mapSchema.safeParse(data);
    if (!parsed.success) {
      errors.push(...issuesToErrors(rel(file), parsed.error));
      const rawId = (data as { id?: unknown }).id;
      if (typeof rawId === 'number') mapLevels.set(rawId, null);
    } else {
      const m = parsed.data;
      if (mapLevels.has(m.id)) errors.push({ file: rel(file), path: 'id', message: `duplicate map id ${m.id}` });
      mapLevels.set(m.id, new Set(m.nodes.map((n) => n.level)));
      for (const e of checkMapNodes(m.nodes)) errors.push({ file: rel(file), ...e });
    }
    checkRefs(file, data);
  }

  const files = listJson(join(root, 'assets', 'levels'));
  for (const file of files) {
    const data = load(file);
    if (data !== undefined) levelFiles.push({ file, data });
  }
  const seenLevels = new Map<string, string>();
  for (const { file, data } of levelFiles) {
    const parsed = levelSchema.safeParse(data);
    if (!parsed.success) {
      errors.push(...issuesToErrors(rel(file), parsed.error));
    } else {
      const lv = parsed.data;
      const id = `${lv.map_id}/${lv.level}`;
      const prev = seenLevels.get(id);
      if (prev !== undefined) errors.push({ file: rel(file), path: 'level', message: `level ${lv.level} of map ${lv.map_id} also defined in ${prev}` });
      seenLevels.set(id, rel(file));
      const listed = mapLevels.get(lv.map_id);
      if (listed === undefined) errors.push({ file: rel(file), path: 'map_id', message: `no map with id ${lv.map_id}` });
      else if (listed !== null && !listed.has(lv.level)) errors.push({ file: rel(file), path: 'level', message: `map ${lv.map_id} has no node for level ${lv.level}` });
      const keys = new Set<string>();
      lv.assets.sprites.forEach((s, i) => {
        if (keys.has(s.key)) errors.push({ file: rel(file), path: formatPath(['assets', 'sprites', i, 'key']), message: `duplicate sprite key ${s.key}` });
        keys.add(s.key);
      });
      if (lv.type === 'sprite') {
        const orders = new Set(lv.assets.sprites.map((s) => s.order));
        for (let o = 1; o <= lv.goal; o++) {
          if (!orders.has(o)) errors.push({ file: rel(file), path: 'assets.sprites', message: `no sprite with order ${o} (goal ${lv.goal})` });
        }
        if (lv.assets.sprites.length !== lv.goal) errors.push({ file: rel(file), path: 'assets.sprites', message: `${lv.assets.sprites.length} sprites for goal ${lv.goal}` });
      }
      if (lv.type === 'video' || lv.video_level) {
        if (lv.type !== 'video' || !lv.video_level) errors.push({ file: rel(file), path: 'video_level', message: "a video level needs type 'video' and video_level true" });
        if (lv.assets.video === undefined) errors.push({ file: rel(file), path: 'assets.video', message: 'a video level needs assets.video' });
        else for (const e of checkVideoCues(lv.assets.video.cues, lv.goal)) errors.push({ file: rel(file), ...e });
      }
      const mp = lv.monster_position;
      if (mp.x > CARD.x0 && mp.x < CARD.x1 && mp.y > CARD.y0 && mp.y < CARD.y1) errors.push({ file: rel(file), path: 'monster_position', message: `monster at (${mp.x}, ${mp.y}) stands in the question card region` });
    }
    checkRefs(file, data);
  }
  return { errors, maps: mapFiles.length, levels: levelFiles.length, refs };
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { errors, maps, levels, refs } = validateContent(root);
  if (errors.length > 0) {
    for (const e of errors) console.error(`${e.file}: ${e.path}: ${e.message}`);
    console.error(`content: ${errors.length} problem(s) in ${maps} map(s) and ${levels} level(s)`);
    process.exit(1);
  }
  if (maps === 0 && levels === 0) {
    console.error('content: no maps or levels found under assets/');
    process.exit(1);
  }
  console.log(`content: ${maps} map(s), ${levels} level(s), ${refs} asset reference(s) OK`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
