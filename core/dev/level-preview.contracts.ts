/**
 * Wire shapes of the designer's level preview API (`/dev/api/*`, development only), shared by the
 * Node module that serves them (scripts/dev/level-preview.ts) and the pages that read them
 * (ui/dev/). Pure zod: no Node built-ins, so the client bundle may import it.
 */
import { z } from 'zod';
import { levelSchema, mapSchema } from '../content/level-schema';
import { subjectMapSchema } from '../content/subject-map-schema';

/**
 * One problem in a content file.
 * - `syntax`: the file is not JSON (nothing can be drawn from it);
 * - `schema`: the zod schema refused it (nothing drawn either);
 * - `content`: it parses, but something will look wrong (missing art, duplicate sprite key);
 * - `file`: the file disappeared.
 */
export const previewIssueSchema = z.object({
  kind: z.enum(['syntax', 'schema', 'content', 'file']),
  /** `error` blocks drawing; `warning` is drawn anyway. */
  severity: z.enum(['error', 'warning']),
  /** JSON path like `assets.sprites[3].x`; `$` for the whole file. */
  path: z.string(),
  message: z.string(),
  /** 1-based position in the file, when known. */
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});
export type PreviewIssue = z.infer<typeof previewIssueSchema>;

/** `GET /dev/api/levels/:level` and each `level` event of its stream. */
export const levelPreviewSchema = z.object({
  /** Level number, from the file name `level-NN.json`. */
  number: z.number().int().min(1),
  /** Path relative to the assets folder, e.g. `levels/level-02.json`. */
  file: z.string(),
  /** The file's text as saved. */
  raw: z.string(),
  /** The parsed level, present when the file has no `error` issue. */
  level: levelSchema.optional(),
  issues: z.array(previewIssueSchema),
});
export type LevelPreview = z.infer<typeof levelPreviewSchema>;

/** `GET /dev/api/maps/:key` and each `map` event of its stream. */
export const mapPreviewSchema = z.object({
  key: z.string(),
  file: z.string(),
  raw: z.string(),
  map: mapSchema.optional(),
  issues: z.array(previewIssueSchema),
  /** Valid levels of this map (for the scene's level banner). */
  levels: z.array(z.object({ level: z.number().int(), title: z.string(), type: z.enum(['start', 'sprite', 'video']) })),
});
export type MapPreview = z.infer<typeof mapPreviewSchema>;

/** One level in the list; fields read leniently so a broken file still lists. */
export const levelSummarySchema = z.object({
  number: z.number().int(),
  file: z.string(),
  title: z.string().nullable(),
  type: z.string().nullable(),
  goal: z.number().nullable(),
  preview: z.string().nullable(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type LevelSummary = z.infer<typeof levelSummarySchema>;

/** `GET /dev/api/levels`: every level file, grouped by the map its `map_id` names. */
export const levelListSchema = z.object({
  maps: z.array(
    z.object({
      /** Null for the group of levels whose map could not be read. */
      id: z.number().int().nullable(),
      key: z.string().nullable(),
      title: z.string(),
      /** Theme colour for the group heading (`palette.sky`), when the map file has one. */
      colour: z.string().nullable(),
      errors: z.number().int(),
      levels: z.array(levelSummarySchema),
    }),
  ),
});
export type LevelList = z.infer<typeof levelListSchema>;

/** `GET /dev/api/subject-maps/:key` and each `subject-map` event of its stream (assets/subject-maps/<key>.json). */
export const subjectMapPreviewSchema = z.object({
  key: z.string(),
  file: z.string(),
  raw: z.string(),
  /** The parsed map, present when the file has no `error` issue. */
  map: subjectMapSchema.optional(),
  issues: z.array(previewIssueSchema),
});
export type SubjectMapPreview = z.infer<typeof subjectMapPreviewSchema>;

/** `GET /dev/api/subject-maps`: every subject map file, read leniently so a broken one still lists. */
export const subjectMapListSchema = z.object({
  maps: z.array(z.object({ key: z.string(), file: z.string(), title: z.string().nullable(), type: z.string().nullable(), nodes: z.number().int(), errors: z.number().int(), warnings: z.number().int() })),
});
export type SubjectMapList = z.infer<typeof subjectMapListSchema>;

/** Data of the `change` events of `GET /dev/api/events` (any content file saved). */
export const contentChangeSchema = z.object({ kind: z.enum(['level', 'map', 'subject-map']), name: z.string().nullable() });
export type ContentChange = z.infer<typeof contentChangeSchema>;
