/**
 * The maps' ambience (issue 13, "a world that moves"): what lives on each map besides its content
 * sprites (water that shimmers or flows, clouds drifting over, creatures moving along paths, snow)
 * and where each of them is at a given time. Data per map in one table (`AMBIENCE`, keyed by the
 * map's `key`), poses as pure functions of the time in ms, so the drawing (ambient.ts) holds no
 * rules and the rules are unit-tested without Phaser.
 *
 * Everything here is an endless idle loop: the scene drives it from one endless tween, which the
 * render loop draws at IDLE_FPS (render-rules.ts) and reduced motion stops (motion.ts); with
 * reduced motion the scene draws the pose at time 0 and never moves it.
 *
 * Coordinates are design px (the 1600 x 900 map); times are ms.
 */
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';

/** A point, design px. */
export interface Pt {
  x: number;
  y: number;
}

/** Creatures the scene knows how to draw (flat shapes in the maps' style, ambient.ts). */
export type CreatureKind = 'fish' | 'bird' | 'butterfly' | 'penguin' | 'bubble';

/** One creature going along a path. */
export interface Creature {
  kind: CreatureKind;
  /** Polyline, design px; walked at an even speed by arc length. */
  path: readonly Pt[];
  /** Time for one way along the path, ms. */
  durationMs: number;
  /**
   * 'pingpong': there and back (turning round at each end); 'once': start to end, fading in at the
   * start and out at the end, then again from the start (creatures that come and go).
   */
  mode: 'pingpong' | 'once';
  /** Start offset in the cycle, 0..1, so two creatures of a kind are not in step. */
  phase?: number;
  /** Fill colour (0xrrggbb). */
  color: number;
  /** Size factor (1 = the kind's usual size). */
  scale?: number;
}

/** Water that sparkles: glints that fade in and out, spread over ellipses. */
export interface Shimmer {
  /** Areas of water: centre and radii, design px. */
  areas: ReadonlyArray<{ x: number; y: number; rx: number; ry: number }>;
  /** Glints per area. */
  perArea: number;
  /** A glint's fade in and out, ms. */
  periodMs: number;
  /** 'wave': a short white stroke that sways; 'twinkle': a small star (ice). */
  style: 'wave' | 'twinkle';
}

/** Water that flows along a course (a river): short dashes carried along it. */
export interface Flow {
  path: readonly Pt[];
  dashes: number;
  /** Time for one dash to go the whole way, ms. */
  durationMs: number;
}

/** Clouds drifting across the map, left to right, in a band near its top. */
export interface Clouds {
  count: number;
  /** Band of their centres, design px. */
  yMin: number;
  yMax: number;
  /** Time to cross the map, ms (each cloud a little faster or slower). */
  crossMs: number;
  /** Tint (white, or a grey-blue on snow). */
  color: number;
}

/** Snowflakes falling over the whole map. */
export interface Snow {
  count: number;
  /** Time for a flake to fall the map's height, ms. */
  fallMs: number;
}

/** A map's ambience. */
export interface MapAmbience {
  clouds: Clouds;
  shimmer?: Shimmer;
  flows?: readonly Flow[];
  creatures: readonly Creature[];
  snow?: Snow;
}

/** Largest parallax offset of the cloud layer, design px (gentle: a few px, never seasick). */
export const PARALLAX_MAX_PX = 18;
/** The cloud layer's scroll factor: clouds sit nearer the viewer, so they slide further than the map when the camera moves. */
export const CLOUD_SCROLL_FACTOR = 1.15;
/** Time the cloud layer takes to settle on a new pointer position (exponential, ms). */
export const PARALLAX_SETTLE_MS = 600;

/**
 * Every map's ambience, by map key (assets/maps/*.json). Paths keep clear of the level nodes so a
 * creature never hides a number; clouds stay in a band above the nodes.
 */
export const AMBIENCE: Readonly<Record<string, MapAmbience>> = {
  ocean: {
    clouds: { count: 3, yMin: 40, yMax: 120, crossMs: 70_000, color: 0xffffff },
    shimmer: {
      areas: [
        { x: 520, y: 455, rx: 200, ry: 28 },
        { x: 1000, y: 690, rx: 260, ry: 22 },
        { x: 1180, y: 250, rx: 150, ry: 60 },
        { x: 420, y: 880, rx: 240, ry: 14 },
      ],
      perArea: 3,
      periodMs: 2600,
      style: 'wave',
    },
    creatures: [
      { kind: 'fish', path: [{ x: 250, y: 690 }, { x: 520, y: 670 }, { x: 820, y: 700 }, { x: 1120, y: 675 }, { x: 1330, y: 695 }], durationMs: 11_000, mode: 'once', color: 0xff9f43 },
      { kind: 'fish', path: [{ x: 1300, y: 455 }, { x: 1000, y: 440 }, { x: 720, y: 470 }, { x: 420, y: 445 }, { x: 300, y: 460 }], durationMs: 9_000, mode: 'once', phase: 0.45, color: 0xffd166, scale: 0.8 },
      { kind: 'fish', path: [{ x: 980, y: 330 }, { x: 1120, y: 300 }, { x: 1280, y: 330 }], durationMs: 5_000, mode: 'pingpong', phase: 0.2, color: 0xff6f91, scale: 0.7 },
      { kind: 'bubble', path: [{ x: 1545, y: 880 }, { x: 1535, y: 780 }, { x: 1550, y: 690 }], durationMs: 4_000, mode: 'once', color: 0xffffff },
      { kind: 'bubble', path: [{ x: 60, y: 880 }, { x: 70, y: 780 }, { x: 55, y: 660 }], durationMs: 4_600, mode: 'once', phase: 0.5, color: 0xffffff, scale: 0.7 },
    ],
  },
  desert: {
    clouds: { count: 3, yMin: 40, yMax: 170, crossMs: 80_000, color: 0xffffff },
    shimmer: { areas: [{ x: 255, y: 255, rx: 110, ry: 48 }], perArea: 4, periodMs: 2200, style: 'wave' },
    creatures: [
      { kind: 'bird', path: [{ x: -60, y: 140 }, { x: 400, y: 70 }, { x: 900, y: 120 }, { x: 1300, y: 60 }, { x: 1660, y: 110 }], durationMs: 16_000, mode: 'once', color: 0x9c6b4a },
      { kind: 'bird', path: [{ x: 1660, y: 230 }, { x: 1200, y: 280 }, { x: 700, y: 230 }, { x: -60, y: 290 }], durationMs: 19_000, mode: 'once', phase: 0.5, color: 0x7d5a44, scale: 0.8 },
      { kind: 'butterfly', path: [{ x: 180, y: 330 }, { x: 260, y: 360 }, { x: 340, y: 335 }], durationMs: 3_200, mode: 'pingpong', color: 0xff8cc6, scale: 0.8 },
    ],
  },
  jungle: {
    clouds: { count: 3, yMin: 30, yMax: 150, crossMs: 75_000, color: 0xffffff },
    flows: [
      {
        path: [{ x: 1470, y: 120 }, { x: 1396, y: 220 }, { x: 1264, y: 275 }, { x: 1099, y: 363 }, { x: 1055, y: 440 }, { x: 1044, y: 516 }, { x: 1071, y: 637 }, { x: 1088, y: 747 }, { x: 1099, y: 900 }],
        dashes: 9,
        durationMs: 9_000,
      },
    ],
    creatures: [
      { kind: 'butterfly', path: [{ x: 470, y: 560 }, { x: 560, y: 600 }, { x: 660, y: 560 }, { x: 760, y: 610 }], durationMs: 4_000, mode: 'pingpong', color: 0xffb703 },
      { kind: 'butterfly', path: [{ x: 180, y: 180 }, { x: 280, y: 230 }, { x: 380, y: 190 }, { x: 470, y: 240 }], durationMs: 4_600, mode: 'pingpong', phase: 0.3, color: 0x8ecae6 },
      { kind: 'butterfly', path: [{ x: 1300, y: 380 }, { x: 1380, y: 420 }, { x: 1480, y: 390 }], durationMs: 3_600, mode: 'pingpong', phase: 0.6, color: 0xff6fae, scale: 0.8 },
      { kind: 'bird', path: [{ x: -60, y: 90 }, { x: 500, y: 140 }, { x: 1000, y: 80 }, { x: 1660, y: 130 }], durationMs: 15_000, mode: 'once', color: 0xe63946 },
    ],
  },
  arctic: {
    clouds: { count: 2, yMin: 30, yMax: 110, crossMs: 90_000, color: 0xc9dcf2 },
    shimmer: {
      areas: [
        { x: 330, y: 200, rx: 190, ry: 70 },
        { x: 1260, y: 45, rx: 300, ry: 25 },
      ],
      perArea: 4,
      periodMs: 2400,
      style: 'twinkle',
    },
    snow: { count: 18, fallMs: 14_000 },
    creatures: [
      { kind: 'penguin', path: [{ x: 190, y: 225 }, { x: 330, y: 205 }, { x: 470, y: 180 }], durationMs: 3_800, mode: 'pingpong', color: 0x2b2140 },
      { kind: 'bird', path: [{ x: 1660, y: 150 }, { x: 1200, y: 120 }, { x: 800, y: 170 }, { x: -60, y: 120 }], durationMs: 18_000, mode: 'once', color: 0x8fa9cc, scale: 0.9 },
    ],
  },
};

/** The ambience of a map key; an unknown map (a new theme) gets clouds only. */
export function ambienceOf(mapKey: string): MapAmbience {
  return AMBIENCE[mapKey] ?? { clouds: { count: 2, yMin: 40, yMax: 140, crossMs: 80_000, color: 0xffffff }, creatures: [] };
}

/** Total length of a polyline, px. */
export function pathLength(path: readonly Pt[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return total;
}

/**
 * The point at fraction `t` (0..1, clamped) of a polyline's length, and the direction of travel
 * along x there (1 rightwards, -1 leftwards; creatures are flipped, never rotated: rotated textured
 * quads are drawn sliced on software WebGL, decisions.md).
 */
export function pointOnPath(path: readonly Pt[], t: number): Pt & { dir: 1 | -1 } {
  if (path.length === 0) return { x: 0, y: 0, dir: 1 };
  if (path.length === 1) return { ...path[0]!, dir: 1 };
  const total = pathLength(path);
  let left = Math.min(1, Math.max(0, t)) * total;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= seg || i === path.length - 1) {
      const f = seg === 0 ? 0 : Math.min(1, left / seg);
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, dir: b.x < a.x ? -1 : 1 };
    }
    left -= seg;
  }
  return { ...path[path.length - 1]!, dir: 1 };
}

/** Where a creature is at `ms`: position, facing (1 = as drawn, -1 = mirrored), alpha, and its wing/fin beat (-1..1). */
export interface CreaturePose extends Pt {
  facing: 1 | -1;
  alpha: number;
  beat: number;
}

/** Fraction of a 'once' trip spent fading in (and again fading out). */
const FADE_PART = 0.08;

/**
 * A creature's pose at time `ms`.
 * @param c the creature
 * @param ms time since the map's ambience started, ms (0 = the still pose under reduced motion)
 */
export function creaturePose(c: Creature, ms: number): CreaturePose {
  const phase = c.phase ?? 0;
  const beatPeriod = c.kind === 'butterfly' ? 260 : c.kind === 'bird' ? 420 : c.kind === 'penguin' ? 360 : 700;
  const beat = Math.sin((2 * Math.PI * ms) / beatPeriod);
  if (c.mode === 'pingpong') {
    const cycle = (ms / (2 * c.durationMs) + phase) % 1;
    const back = cycle >= 0.5;
    const p = pointOnPath(c.path, back ? 2 - 2 * cycle : 2 * cycle);
    return { x: p.x, y: p.y, facing: (back ? -p.dir : p.dir) as 1 | -1, alpha: 1, beat };
  }
  const t = (ms / c.durationMs + phase) % 1;
  const p = pointOnPath(c.path, t);
  const alpha = Math.min(1, t / FADE_PART, (1 - t) / FADE_PART);
  return { x: p.x, y: p.y, facing: p.dir, alpha: Math.max(0, alpha), beat };
}

/** Deterministic pseudo-random in [0, 1) from an integer seed (the same layout on every device and run). */
export function seeded(i: number): number {
  const s = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return s - Math.floor(s);
}

/** One glint of a shimmer: where it sits and how bright it is now (0..1), and its sway, px. */
export interface GlintPose extends Pt {
  alpha: number;
  sway: number;
}

/**
 * The glints of a shimmer at `ms`: `perArea` per area, placed inside the area's ellipse (seeded),
 * each fading in and out over `periodMs` at its own offset.
 */
export function glintPoses(s: Shimmer, ms: number): GlintPose[] {
  const out: GlintPose[] = [];
  s.areas.forEach((a, ai) => {
    for (let i = 0; i < s.perArea; i++) {
      const k = ai * 31 + i * 7 + 1;
      const angle = seeded(k) * 2 * Math.PI;
      const r = Math.sqrt(seeded(k + 1));
      const offset = seeded(k + 2);
      const cycle = (ms / s.periodMs + offset) % 1;
      out.push({ x: a.x + Math.cos(angle) * r * a.rx, y: a.y + Math.sin(angle) * r * a.ry, alpha: Math.sin(Math.PI * cycle) ** 2, sway: Math.sin(2 * Math.PI * cycle) * 6 });
    }
  });
  return out;
}

/** The dashes of a flow at `ms`: evenly spaced along its course, all carried downstream; alpha fades at both ends. */
export function flowPoses(f: Flow, ms: number): Array<Pt & { alpha: number }> {
  const out: Array<Pt & { alpha: number }> = [];
  for (let i = 0; i < f.dashes; i++) {
    const t = (ms / f.durationMs + i / f.dashes) % 1;
    const p = pointOnPath(f.path, t);
    out.push({ x: p.x, y: p.y, alpha: 0.75 * Math.min(1, t / 0.06, (1 - t) / 0.06) });
  }
  return out;
}

/** Half the width a cloud may have, px: it starts and ends this far beyond the map's edges. */
export const CLOUD_MARGIN = 140;

/** The clouds at `ms`: x wraps from beyond the left edge to beyond the right; each has its own speed, height and size. */
export function cloudPoses(c: Clouds, ms: number): Array<Pt & { scale: number }> {
  const span = DESIGN_WIDTH + 2 * CLOUD_MARGIN;
  const out: Array<Pt & { scale: number }> = [];
  for (let i = 0; i < c.count; i++) {
    const speed = 0.8 + 0.4 * seeded(100 + i);
    const start = (i + seeded(200 + i) * 0.5) / c.count;
    const t = (((ms * speed) / c.crossMs + start) % 1 + 1) % 1;
    out.push({ x: t * span - CLOUD_MARGIN, y: c.yMin + (c.yMax - c.yMin) * seeded(300 + i), scale: 0.75 + 0.5 * seeded(400 + i) });
  }
  return out;
}

/** The snowflakes at `ms`: falling at their own speed, swaying sideways, from above the top edge to below the bottom. */
export function snowPoses(s: Snow, ms: number): Array<Pt & { r: number }> {
  const out: Array<Pt & { r: number }> = [];
  const span = DESIGN_HEIGHT + 40;
  for (let i = 0; i < s.count; i++) {
    const speed = 0.7 + 0.6 * seeded(500 + i);
    const t = ((ms * speed) / s.fallMs + seeded(600 + i)) % 1;
    const x0 = seeded(700 + i) * DESIGN_WIDTH;
    out.push({ x: x0 + Math.sin((2 * Math.PI * ms) / 3000 + i) * 14, y: t * span - 20, r: 3 + 3 * seeded(800 + i) });
  }
  return out;
}

/**
 * The cloud layer's parallax target for a pointer at `pointer` (design px): the layer slides the
 * opposite way, at most `max` px on each axis when the pointer is at an edge; no pointer, no offset.
 */
export function parallaxTarget(pointer: Pt | null, max = PARALLAX_MAX_PX): Pt {
  if (!pointer) return { x: 0, y: 0 };
  const nx = Math.max(-1, Math.min(1, (pointer.x - DESIGN_WIDTH / 2) / (DESIGN_WIDTH / 2)));
  const ny = Math.max(-1, Math.min(1, (pointer.y - DESIGN_HEIGHT / 2) / (DESIGN_HEIGHT / 2)));
  // `0 - x`, not `-x`: no negative zero for a centred pointer.
  return { x: 0 - nx * max, y: 0 - ny * max * 0.5 };
}

/**
 * One step of the layer easing toward its target: exponential, so it settles in about `settleMs`
 * whatever the frame rate (the idle loop draws at 20 fps).
 * @param current the layer's offset now, px
 * @param target from `parallaxTarget`
 * @param dtMs time since the last step, ms
 */
export function easeToward(current: Pt, target: Pt, dtMs: number, settleMs = PARALLAX_SETTLE_MS): Pt {
  const k = 1 - Math.exp((-3 * Math.max(0, dtMs)) / settleMs);
  return { x: current.x + (target.x - current.x) * k, y: current.y + (target.y - current.y) * k };
}
