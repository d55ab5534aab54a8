/**
 * Zod schemas for math map and level content JSON (`assets/maps/*.json`, `assets/levels/*.json`).
 *
 * Spec: part 1 section 3 "Math map" and "Math level". Field names follow the spec exactly.
 * Extensions the spec does not show (recorded in docs/decisions.md):
 * - sprite `x`, `y` (design-space pixels, centre of the sprite), optional `scale`, `depth`;
 * - map `nodes` (one per level: `level`, `x`, `y`) and `palette` (hex colours of the theme);
 * - map sprites may carry the level sprites' per-monster-number `image` map;
 * - `composites` (level) and `assets.composites` (map) are `{key, sprites: [sprite keys]}`.
 * Design space of every scene is 1600 x 900 pixels.
 *
 * Pure module (no Phaser, no Node built-ins): imported by the game, the UI, the worker and the seed.
 */
import { z } from 'zod';
import { compositeIssues } from './level-rules';

/** Width and height of the design space every map and level is drawn in, in pixels. */
export const DESIGN_WIDTH = 1600;
export const DESIGN_HEIGHT = 900;

const assetUrl = z
  .string()
  .regex(/^\/assets\/[A-Za-z0-9_\-./]+\.(svg|png|jpg|webp|mp3|ogg|m4a|mp4|webm|vtt)$/, 'must be an /assets/... file path');

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

export const monsterNumberSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** Per-monster-number images (spec part 1 section 3: "an image map keyed by monster number 1 to 5"). */
const monsterImagesSchema = z.record(z.enum(['1', '2', '3', '4', '5']), assetUrl);

/**
 * A composite: sprites (by key) that move as one object. Each member is still revealed by its own
 * `order`; once visible, the members share one drift motion (core/content/level-rules.ts).
 */
export const compositeSchema = z.object({ key: z.string().min(1), sprites: z.array(z.string().min(1)) }).strict();

export const spriteSchema = z
  .object({
    key: z.string().min(1),
    image_url: assetUrl,
    image_placeholder_url: assetUrl.nullable().default(null),
    toggled_image_url: assetUrl.nullable().optional(),
    toggled_image_placeholder_url: assetUrl.nullable().optional(),
    animation: z.boolean().default(false),
    /** Reveal order, 1-based: sprite with order n appears once progress reaches n. */
    order: z.number().int().min(1),
    repeat: z.number().int().min(-1).nullable().default(null),
    shared_key: z.string().nullable().default(null),
    animationSteps: z.array(z.number().int().min(0)).default([]),
    /** Image per monster skin number 1-5 (keys "1".."5"), used when the sprite depends on the monster. */
    image: monsterImagesSchema.optional(),
    x: z.number().min(0).max(DESIGN_WIDTH),
    y: z.number().min(0).max(DESIGN_HEIGHT),
    scale: z.number().positive().max(8).default(1),
    depth: z.number().int().default(0),
  })
  .strict();

/** A video cue: where the picture holds (`currentTime`) and when the cue fires (`cuePoint`), in seconds. */
const videoCueSchema = z.object({ currentTime: z.number().min(0), cuePoint: z.number().min(0) }).strict();

/**
 * A level's video (spec part 1 section 3: `vimeoId`, cues keyed 0 to 20 plus end for video levels;
 * the level-1 intro's cues are keyed by intro state). Extensions (docs/decisions.md "Video engine"):
 * `source` (spec "Video sources: vimeo or the product's own video") chooses the player; `id` names
 * the video (own videos: its thumbnail is /assets/video/thumbnails/{id}.jpg); `captions` is a WebVTT
 * track of an own video. A vimeo video needs `vimeoId`, an own video `src` and `captions`.
 */
export const levelVideoSchema = z
  .object({
    source: z.enum(['vimeo', 'own']).default('own'),
    id: z.string().regex(/^[a-z0-9-]+$/, 'video id: lowercase letters, digits and dashes').nullable().default(null),
    vimeoId: z.string().regex(/^\d+$/, 'a Vimeo id is digits').nullable().default(null),
    src: assetUrl.nullable().default(null),
    captions: assetUrl.nullable().default(null),
    cues: z.record(z.string(), videoCueSchema),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.source === 'vimeo' && !v.vimeoId) ctx.addIssue({ code: 'custom', path: ['vimeoId'], message: 'a vimeo video needs its vimeoId' });
    if (v.source === 'own' && !v.src) ctx.addIssue({ code: 'custom', path: ['src'], message: 'an own video needs its src' });
    // Captions on every video (WCAG 1.2.2, issue 21 part 6); a Vimeo video carries its text tracks on Vimeo.
    if (v.source === 'own' && !v.captions) ctx.addIssue({ code: 'custom', path: ['captions'], message: 'an own video needs its WebVTT captions' });
    for (const [key, cue] of Object.entries(v.cues)) {
      if (cue.cuePoint < cue.currentTime) ctx.addIssue({ code: 'custom', path: ['cues', key], message: 'cuePoint must not come before currentTime' });
    }
  });

export const levelAssetsSchema = z
  .object({
    preview: assetUrl,
    preview_placeholder: assetUrl.nullable().default(null),
    background: assetUrl,
    background_placeholder: assetUrl.nullable().default(null),
    sprites: z.array(spriteSchema).default([]),
    audio: z.array(z.object({ key: z.string(), url: assetUrl, relation: z.string() }).strict()).default([]),
    video: levelVideoSchema.optional(),
  })
  .strict();

export const levelSchema = z
  .object({
    level: z.number().int().min(1).max(36),
    map_id: z.number().int().min(1).max(4),
    type: z.enum(['start', 'sprite', 'video']),
    rule: z.enum(['correct', 'minus']),
    goal: z.number().int().min(1).max(50),
    title: z.string().min(1),
    start_text: z.string().min(1),
    end_text: z.string().min(1),
    start_audio: assetUrl.nullable().default(null),
    end_audio: assetUrl.nullable().default(null),
    progress_steps: z.array(z.number().int().min(1)).nullable().default(null),
    banner_url: assetUrl.nullable().default(null),
    custom_welcome: z.string().nullable().default(null),
    /** Length of the custom welcome in milliseconds. */
    custom_welcome_length: z.number().int().min(0).nullable().default(null),
    video_level: z.boolean().default(false),
    student_monster: z
      .object({ items: z.boolean(), sprite: z.string().nullable(), animate: z.boolean(), move_front: z.boolean() })
      .strict()
      .default({ items: true, sprite: null, animate: true, move_front: false }),
    /** Where the student's monster stands in the level scene (design-space pixels). */
    monster_position: z.object({ x: z.number(), y: z.number() }).strict().default({ x: 1380, y: 700 }),
    composites: z.array(compositeSchema).default([]),
    assets: levelAssetsSchema,
  })
  .strict()
  .superRefine((level, ctx) => {
    if (level.type === 'video') {
      const keys = Object.keys(level.assets.video?.cues ?? {});
      const expected = [...Array.from({ length: 21 }, (_, i) => String(i)), 'end'];
      if (!level.assets.video || expected.some((k) => !keys.includes(k))) {
        ctx.addIssue({ code: 'custom', path: ['assets', 'video'], message: 'a video level needs a video with cues 0 to 20 and end' });
      }
    }
    if (level.type === 'sprite') {
      const orders = level.assets.sprites.map((s) => s.order);
      const maxOrder = Math.max(0, ...orders);
      if (maxOrder > level.goal) {
        ctx.addIssue({ code: 'custom', path: ['assets', 'sprites'], message: `a sprite's order (${maxOrder}) exceeds the goal (${level.goal})` });
      }
      if (level.assets.sprites.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['assets', 'sprites'], message: 'a sprite level needs at least one sprite' });
      }
    }
    const keys = level.assets.sprites.map((s) => s.key);
    for (const issue of compositeIssues(level.composites, keys)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const mapNodeSchema = z.object({ level: z.number().int().min(1).max(36), x: z.number(), y: z.number() }).strict();

export const mapSchema = z
  .object({
    id: z.number().int().min(1).max(4),
    key: z.enum(['ocean', 'desert', 'jungle', 'arctic']),
    title: z.string().min(1),
    levels: z.number().int().min(1),
    start_level: z.number().int().min(1),
    scale: z.number().positive().default(1),
    move_map: z.boolean().optional(),
    palette: z.object({ sky: hexColour, ground: hexColour, path: hexColour, accent: hexColour, text: hexColour }).strict(),
    nodes: z.array(mapNodeSchema).min(1),
    assets: z
      .object({
        background: assetUrl,
        sprites: z
          .array(
            z
              .object({
                key: z.string(),
                image_url: assetUrl,
                /** Same as a level sprite's `image`: the picture for the student's monster number. */
                image: monsterImagesSchema.optional(),
                x: z.number(),
                y: z.number(),
                scale: z.number().positive().default(1),
                animation: z.boolean().default(false),
              })
              .strict(),
          )
          .default([]),
        /** Map sprites that move as one object, like a level's `composites`. */
        composites: z.array(compositeSchema).default([]),
        css_sprites: z.array(z.unknown()).default([]),
      })
      .strict(),
  })
  .strict()
  .superRefine((map, ctx) => {
    const expected = Array.from({ length: map.levels }, (_, i) => map.start_level + i);
    const got = map.nodes.map((n) => n.level);
    if (expected.join(',') !== got.join(',')) {
      ctx.addIssue({ code: 'custom', path: ['nodes'], message: `nodes must list levels ${expected[0]}..${expected.at(-1)} in order` });
    }
    const keys = map.assets.sprites.map((s) => s.key);
    for (const issue of compositeIssues(map.assets.composites, keys, ['assets', 'composites'])) ctx.addIssue({ code: 'custom', ...issue });
  });

export type SpriteContent = z.infer<typeof spriteSchema>;
export type LevelContent = z.infer<typeof levelSchema>;
export type MapContent = z.infer<typeof mapSchema>;
export type MapSpriteContent = MapContent['assets']['sprites'][number];
export type MonsterNumber = z.infer<typeof monsterNumberSchema>;
