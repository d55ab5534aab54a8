/**
 * Reading levels and maps from disk for the level preview, on every request (a saved file is what
 * the page shows): one level or map with its issues, and the list of every level grouped by map.
 * Node only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { z } from 'zod';
import { levelSchema, mapSchema } from '../../core/content/level-schema';
import { subjectMapSchema } from '../../core/content/subject-map-schema';
import type { LevelList, LevelPreview, LevelSummary, MapPreview, SubjectMapList, SubjectMapPreview } from '../../core/dev/level-preview.contracts';
import { ASSETS_DIR } from '../lib/content';
import { checkContent, jsonPathOffsets, levelFileName, locate } from './content-check';

/** Lenient read of a level file for the list, so a file that fails the schema still shows its title. */
const levelSummaryFields = z.object({
  map_id: z.number().int().catch(0),
  title: z.string().nullable().catch(null),
  type: z.string().nullable().catch(null),
  goal: z.number().nullable().catch(null),
  assets: z.object({ preview: z.string().nullable().catch(null) }).catch({ preview: null }),
});
const mapSummaryFields = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  palette: z.object({ sky: z.string() }).optional().catch(undefined),
  nodes: z.array(z.object({ level: z.number() })).catch([]),
});


function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Reads and checks one level file.
 * @returns the preview body, or null when `levels/level-NN.json` does not exist
 */
export function readLevelPreview(assetsDir: string, level: number, artDir = ASSETS_DIR): LevelPreview | null {
  const file = join('levels', levelFileName(level));
  const raw = readText(join(assetsDir, file));
  if (raw === null) return null;
  const { value, issues } = checkContent(raw, levelSchema, artDir);
  if (value && value.level !== level) issues.unshift({ kind: 'content', severity: 'warning', path: 'level', message: `The file is ${levelFileName(level)} but says level ${value.level}`, ...locate(jsonPathOffsets(raw), raw, ['level']) });
  return { number: level, file: file.split(sep).join('/'), raw, ...(value ? { level: value } : {}), issues };
}

function levelNumbers(assetsDir: string): number[] {
  const dir = join(assetsDir, 'levels');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^level-(\d+)\.json$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function mapKeys(assetsDir: string): string[] {
  const dir = join(assetsDir, 'maps');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * Reads and checks one map file, with the valid levels that name it.
 * @returns the preview body, or null when `maps/<key>.json` does not exist
 */
export function readMapPreview(assetsDir: string, key: string, artDir = ASSETS_DIR): MapPreview | null {
  const file = join('maps', `${key}.json`);
  const raw = readText(join(assetsDir, file));
  if (raw === null) return null;
  const { value, issues } = checkContent(raw, mapSchema, artDir);
  const levels: MapPreview['levels'] = [];
  if (value) {
    for (const n of levelNumbers(assetsDir)) {
      const level = readLevelPreview(assetsDir, n, artDir)?.level;
      if (level?.map_id === value.id) levels.push({ level: level.level, title: level.title, type: level.type });
    }
  }
  return { key, file: file.split(sep).join('/'), raw, ...(value ? { map: value } : {}), issues, levels };
}

/** Every level file, grouped by map (maps in id order, then a group for levels naming no readable map). */
export function listLevels(assetsDir: string, artDir = ASSETS_DIR): LevelList {
  const groups: LevelList['maps'] = [];
  /** Levels each map lists as nodes: places a level whose own file is too broken to name its map. */
  const nodeLevels = new Map<LevelList['maps'][number], Set<number>>();
  for (const key of mapKeys(assetsDir)) {
    const preview = readMapPreview(assetsDir, key, artDir);
    let json: unknown = null;
    try {
      json = JSON.parse(preview?.raw ?? 'null');
    } catch {
      // A map that is not JSON still gets a group heading (its file name), so its error shows.
    }
    const fields = mapSummaryFields.safeParse(json);
    const errors = preview?.issues.filter((i) => i.severity === 'error').length ?? 0;
    const group = fields.success ? { id: fields.data.id, key, title: fields.data.title, colour: fields.data.palette?.sky ?? null, errors, levels: [] } : { id: null, key, title: key, colour: null, errors, levels: [] };
    groups.push(group);
    nodeLevels.set(group, new Set(fields.success ? fields.data.nodes.map((n) => n.level) : []));
  }
  groups.sort((a, b) => (a.id ?? 99) - (b.id ?? 99));
  const other: LevelList['maps'][number] = { id: null, key: null, title: 'Levels without a map', colour: null, errors: 0, levels: [] };
  for (const n of levelNumbers(assetsDir)) {
    const preview = readLevelPreview(assetsDir, n, artDir);
    if (!preview) continue;
    let json: unknown = null;
    try {
      json = JSON.parse(preview.raw);
    } catch {
      // Listed with its number only; the error count says why.
    }
    const f = levelSummaryFields.safeParse(json);
    const fields = f.success ? f.data : { map_id: 0, title: null, type: null, goal: null, assets: { preview: null } };
    const summary: LevelSummary = {
      number: n,
      file: preview.file,
      title: fields.title,
      type: fields.type,
      goal: fields.goal,
      preview: fields.assets.preview,
      errors: preview.issues.filter((i) => i.severity === 'error').length,
      warnings: preview.issues.filter((i) => i.severity === 'warning').length,
    };
    const group = groups.find((g) => g.id !== null && g.id === fields.map_id) ?? groups.find((g) => nodeLevels.get(g)?.has(n));
    (group ?? other).levels.push(summary);
  }
  if (other.levels.length > 0) groups.push(other);
  return { maps: groups };
}

/** Keys of every `subject-maps/<key>.json`, sorted. */
function subjectMapKeys(assetsDir: string): string[] {
  const dir = join(assetsDir, 'subject-maps');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^[a-z][a-z0-9-]{0,39}\.json$/.test(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * Reads and checks one subject map file (core/content/subject-map-schema.ts).
 * @returns the preview body, or null when `subject-maps/<key>.json` does not exist
 */
export function readSubjectMapPreview(assetsDir: string, key: string, artDir = ASSETS_DIR): SubjectMapPreview | null {
  const file = join('subject-maps', `${key}.json`);
  const raw = readText(join(assetsDir, file));
  if (raw === null) return null;
  const { value, issues } = checkContent(raw, subjectMapSchema, artDir);
  return { key, file: file.split(sep).join('/'), raw, ...(value ? { map: value } : {}), issues };
}

const subjectMapSummaryFields = z.object({
  title: z.string().nullable().catch(null),
  type: z.string().nullable().catch(null),
  nodes: z.array(z.unknown()).catch([]),
});

/** Every subject map file with its title, node count and issue counts. */
export function listSubjectMaps(assetsDir: string, artDir = ASSETS_DIR): SubjectMapList {
  const maps: SubjectMapList['maps'] = [];
  for (const key of subjectMapKeys(assetsDir)) {
    const preview = readSubjectMapPreview(assetsDir, key, artDir);
    if (!preview) continue;
    let json: unknown = null;
    try {
      json = JSON.parse(preview.raw);
    } catch {
      // Listed by its key; the error count says why.
    }
    const f = subjectMapSummaryFields.safeParse(json ?? {});
    const fields = f.success ? f.data : { title: null, type: null, nodes: [] };
    const count = (severity: 'error' | 'warning') => preview.issues.filter((i) => i.severity === severity).length;
    maps.push({ key, file: preview.file, title: fields.title, type: fields.type, nodes: fields.nodes.length, errors: count('error'), warnings: count('warning') });
  }
  return { maps };
}
