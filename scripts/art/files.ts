/**
 * The one output model of every art generator: a generator builds its files in memory (a
 * {@link Generated}: repository-relative path -> exact text) and this module writes them, or compares
 * them with the files on disk byte for byte. Building never writes, so the identity test
 * (scripts/art/identity.test.ts) can run every generator and prove the committed assets current.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above this file). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What one generator produces. */
export interface Generated {
  /** Repository-relative path (forward slashes) -> exact file text. */
  files: Map<string, string>;
  /**
   * Folders (repository-relative) the generator owns entirely: regenerating clears them first, and
   * a file there that the generator no longer makes counts as stale.
   */
  owns: readonly string[];
  /** One line for the console, e.g. "ocean: 60 sprites, map, 16 levels". */
  summary: string;
}

/** Every file under a folder, repository-relative with forward slashes (none when it is missing). */
export function filesUnder(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** The text of a file, or null when it does not exist. */
export function readOrNull(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * Paths whose committed bytes differ from the generated ones: missing or different files, and files
 * inside an owned folder that the generator does not make. Sorted; empty when everything is current.
 * @param root repository root
 * @param gen the generator's output
 */
export function staleFiles(root: string, gen: Generated): string[] {
  const stale = new Set<string>();
  for (const [path, text] of gen.files) if (readOrNull(join(root, path)) !== text) stale.add(path);
  for (const dir of gen.owns) for (const path of filesUnder(root, dir)) if (!gen.files.has(path)) stale.add(path);
  return [...stale].sort();
}

/**
 * Writes a generator's output: clears its owned folders, then writes every file (creating folders).
 * @param root repository root
 * @param gen the generator's output
 * @returns the paths that changed (see {@link staleFiles}), computed before writing
 */
export function writeGenerated(root: string, gen: Generated): string[] {
  const stale = staleFiles(root, gen);
  for (const dir of gen.owns) rmSync(join(root, dir), { recursive: true, force: true });
  for (const [path, text] of gen.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return stale;
}

/**
 * Command-line entry shared by the generators: writes (or with `--check` only compares) the output
 * and exits 1 when `--check` finds a stale file.
 * @param name the generator's script, for the message (e.g. "scripts/art/pets.ts")
 * @param build builds the output from the repository root
 */
export function runGenerator(name: string, build: (root: string) => Generated): void {
  const gen = build(REPO_ROOT);
  if (process.argv.includes('--check')) {
    const stale = staleFiles(REPO_ROOT, gen);
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.join(', ')}. Run npx tsx ${name}`);
      process.exit(1);
    }
    console.log(`${gen.summary}: current.`);
    return;
  }
  const changed = writeGenerated(REPO_ROOT, gen);
  console.log(`${gen.summary}: ${changed.length} changed.`);
}

/**
 * Writes a generator's output, or with `check` only compares it (see {@link staleFiles}).
 * @returns the stale paths (before writing)
 */
export function writeOrCheck(root: string, gen: Generated, check: boolean): string[] {
  return check ? staleFiles(root, gen) : writeGenerated(root, gen);
}
