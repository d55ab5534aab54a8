/**
 * Writes one preview SVG per monster part into `assets/art/monster/parts/<id>.svg`: the default
 * monster (spec part 1 section 3: first option of each type) wearing that part, framed on what
 * the part changes (the whole monster for body, color and pattern; a close-up of the face for
 * eyes and mouth; the top of the head for headparts). Deterministic: same input, same bytes.
 * The seed's `preview_url` points at these files (worker/monster/monster.service.ts).
 *
 * Run: `npx tsx scripts/art/monster-parts.ts` (`--check` only verifies the files are current).
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_MONSTER, MONSTER_PARTS, type MonsterPartDef, type MonsterPartType } from '../../core/monster/monster-parts';
import { monsterSvg } from '../../core/art/monster-svg';
import { type Generated, runGenerator, writeOrCheck } from './files';

/** Folder of the previews, relative to the repository root. */
export const PART_PREVIEW_DIR = 'assets/art/monster/parts';

/** The viewBox (x y width height, in the 400 x 440 monster space) framing each type's previews. */
const FRAMES: Readonly<Record<MonsterPartType, string>> = {
  body: '0 0 400 440',
  color: '0 0 400 440',
  pattern: '0 0 400 440',
  eyes: '60 60 280 308',
  mouth: '90 120 220 242',
  headpart: '20 0 360 396',
};

/** The preview SVG document of one part (square-ish 400 x 440 canvas, framed by type). */
export function partPreviewSvg(part: MonsterPartDef): string {
  const svg = monsterSvg({ ...DEFAULT_MONSTER, [part.type]: part.id });
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${FRAMES[part.type]}"`) + '\n';
}

/** The part previews as generator output (see files.ts). */
export function buildPartPreviews(): Generated {
  const files = new Map<string, string>();
  for (const part of MONSTER_PARTS) files.set(`${PART_PREVIEW_DIR}/${part.id}.svg`, partPreviewSvg(part));
  return { files, owns: [PART_PREVIEW_DIR], summary: `Monster part previews (${files.size} files)` };
}

/** Writes (or with `check`, compares) every preview. Returns the paths whose file was missing or different. */
export function writePartPreviews(root: string, check = false): string[] {
  return writeOrCheck(root, buildPartPreviews(), check);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/monster-parts.ts', () => buildPartPreviews());
