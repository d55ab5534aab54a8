/**
 * The landing funnel's film (issue 14 "Must deliver 1"): one segment per `play` step of
 * ui/funnel/funnel-script.ts FUNNEL_SCRIPT, in that order, Moxie speaking each step's narration
 * (render-funnel.ts speaks and encodes it), each staged to show what is said, drawn with the
 * intro's kit (intro-film-parts.ts) and the funnel's own art (funnel-film-parts.ts).
 *
 * Full-bleed staging: the film fills the landing page with `object-fit: cover`, so a portrait phone
 * (390 x 844) sees only the middle quarter of the 16:9 frame (design x 592..1008) and a 4:3 tablet
 * the middle three quarters (x 200..1400). Moxie and each segment's key picture stay in that middle
 * column (the picture above, centred near y 320; Moxie below, feet on y 850); the sides carry only
 * what a wide screen adds (fish, friends, a second picture). The last {@link STILL_S} seconds of
 * every segment are a still: everything stops in a calm pose (no hop, no blink), because the funnel
 * pauses there and shows its modal over that frame; Moxie stands below the centre, where a
 * phone's modal sits.
 *
 * No buttons and no words are drawn (the landing's real buttons are HTML over the film; the
 * captions carry the words); the only glyphs are digits, math signs and "?" (`funnelFilmGlyphs`).
 * Pure apart from reading art files, like intro-film.ts: shotAt(step, t, d, g) with t seconds into
 * the segment, d its length and g seconds into the film.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYED_STEPS } from '../../ui/funnel/funnel-script';
import { standing, type Layer, type Shot } from './film';
import { funnelArts, homeBackdrop } from './funnel-film-parts';
import { backdrops as introBackdrops } from './intro-film';
import { arts as introArts, clamp01, confetti, ease, levelNode, mapBackdrop, type MapNode, mod, moxie, ocean, pop, rising, sparkles, wave } from './intro-film-parts';

/** Length of the calm still that ends every segment (seconds). */
export const STILL_S = 0.7;
/** The middle column every crop keeps: Moxie's x, the picture's centre, Moxie's feet and height (design px). */
const CX = 800;
const PIC_Y = 320;
const FEET = 850;
const MOX_H = 280;
/** The funnel's map view: levels 3 and 4 in the middle column, high enough to leave a beach for Moxie. */
export const FUNNEL_MAP_VIEW = { x: 33, y: 480, zoom: 1.2 };

type Scene = (t: number, d: number, g: number) => Shot;

/** 1 while the segment plays, easing to 0 just before its still (hops and waves settle). */
const life = (t: number, d: number) => clamp01((d - STILL_S - t) / 0.5);

/** Moxie in the middle column; calm and still (eyes open, feet down) once `life` is 0. */
function mox(t: number, d: number, g: number, o: { x?: number; hop?: number; waving?: boolean; cheer?: boolean; h?: number } = {}): Layer {
  const l = life(t, d);
  const x = o.x ?? CX;
  const h = o.h ?? MOX_H;
  if (l <= 0) return standing(o.cheer ? 'moxie-cheer' : 'moxie', x, FEET, h);
  // Her blinks come half-way between the intro's, so the film's first frame (and the poster's look) has her eyes open.
  return moxie(g, x, FEET, { h, hop: (o.hop ?? 0) * l, hopPeriod: 0.6, waving: o.waving === true && l >= 1, cheer: o.cheer, blinkPhase: 1.6 });
}

function scenes(nodes: MapNode[]): Record<string, Scene> {
  const V = FUNNEL_MAP_VIEW;
  const at = nodes.slice(0, 6).map((n) => ({ level: n.level, x: (n.x - V.x) * V.zoom, y: (n.y - V.y) * V.zoom }));
  const onOcean = (g: number, layers: Layer[]): Shot => ({ backdrop: 'ocean', layers: [...ocean(g, true), ...layers] });
  const atHome = (layers: Layer[]): Shot => ({ backdrop: 'home', layers });
  /** The map's first six levels, popping in one by one from `from` seconds; `done` levels are orange. */
  const levels = (t: number, from: number, done: number): Layer[] =>
    at.map((n, i) => ({ art: `level-${n.level}-${n.level <= done ? 'done' : 'next'}`, x: n.x, y: n.y, h: 130 * pop(t, from + i * 0.25) }));
  const clockAt = (t: number, x: number, y: number, h: number): Layer => ({ art: `clock-${mod(Math.floor(t * 2.5) * 5, 60)}`, x, y, h });
  const waiting = (home: boolean) => (t: number, d: number, g: number): Shot => {
    // "Go and get them, I'll wait": the helper walks off to the side, the clock ticks, Moxie taps a foot.
    const leave = ease(clamp01((t - 0.6) / 2));
    const helper = home ? standing('teacher', 1000 + leave * 700, FEET, 440, { sx: -1 }) : standing('kid-a', 640 + leave * 1100, FEET - Math.abs(Math.sin(t * 7)) * 20 * (leave < 1 ? 1 : 0), 320);
    const layers = [clockAt(t, CX, PIC_Y - 40, 230 * pop(t, 0.2)), helper, mox(t, d, g, { hop: 20 })];
    return home ? atHome(layers) : onOcean(g, layers);
  };

  return {
    playButton: (t, d, g) => {
      // Moxie is already in the middle when the film starts (the landing's poster is this
      // segment's still, so pressing play does not jump): a few happy hops, then a wave.
      const l = life(t, d);
      const hello = t < 1.8 ? { hop: 60 } : { waving: true };
      return onOcean(g, [
        standing('starfish-orange', 300, FEET, 100),
        standing('crab', 1330, FEET, 130, { sx: wave(g, 3) > 0 ? 1 : -1 }),
        ...(t >= 1.8 && l > 0 ? rising('heart', g, CX, 480, 3, 50) : []),
        ...sparkles(g * l, CX, PIC_Y, 170, 5, 1.2),
        mox(t, d, g, hello),
      ]);
    },
    askParentOrKid: (t, d, g) =>
      onOcean(g, [
        { art: 'thought', x: CX, y: PIC_Y - 20, h: 440 * pop(t, 0.1, 0.5) },
        standing('kid-a', 705, 470, 240 * pop(t, 0.5)),
        standing('teacher', 890, 470, 290 * pop(t, 1), { sx: -1 }),
        ...(life(t, d) > 0 ? rising('qmark', g, 1180, 420, 1, 90, 2) : []),
        mox(t, d, g, { waving: t < 0.4 }),
      ]),
    bothAreHere: (t, d, g) => {
      const l = life(t, d);
      return {
        backdrop: 'map',
        layers: [
          ...levels(t, 0.2, 1),
          { art: 'ring', x: at[2]!.x, y: at[2]!.y, h: 190 + 60 * mod(g, 1.2) * l, alpha: l > 0 ? 1 - mod(g, 1.2) / 1.2 : 0 },
          ...sparkles(g, at[2]!.x, at[2]!.y, 120, 4).map((s) => ({ ...s, alpha: l })),
          standing('kid-a', 1240, FEET, 300),
          standing('teacher', 1420, FEET, 380, { sx: -1 }),
          mox(t, d, g, { hop: 40, cheer: true }),
        ],
      };
    },
    kidIntro: (t, d, g) => {
      // Puzzles, pets and a monster: each pops into the middle, then steps aside to make room.
      const items = ['quiz', 'dragon', 'look-3'];
      const end = [{ x: 705, y: 390, h: 130 }, { x: 905, y: 385, h: 200 }, { x: CX, y: 205, h: 190 }];
      const layers = items.map((art, i) => {
        const s = 0.5 + i * 1.1;
        const aside = ease(clamp01((t - s - 0.9) / 0.5));
        const e = end[i]!;
        return { art, x: CX + (e.x - CX) * aside, y: PIC_Y + (e.y - PIC_Y) * aside, h: (e.h * 1.4 + (e.h - e.h * 1.4) * aside) * pop(t, s) };
      });
      const l = life(t, d);
      return onOcean(g, [{ art: 'thought', x: CX, y: PIC_Y - 20, h: 440 * pop(t, 0.1, 0.5) }, ...layers, ...(t > 3.8 ? [standing('teacher', 1250, FEET, 400, { sx: -1, alpha: clamp01((t - 3.8) / 0.6) })] : []), ...sparkles(g * l, CX, PIC_Y - 60, 200, 4), mox(t, d, g, { waving: t > 3.8 })]);
    },
    kidDidntGetParent: (t, d, g) =>
      onOcean(g, [
        clockAt(t * 0.2, 1250, 250, 170),
        standing('kid-a', 705, FEET - Math.abs(Math.sin(t * 5)) * 30 * life(t, d), 320),
        ...(life(t, d) > 0 ? rising('heart', g, 760, 420, 2, 56) : []),
        mox(t, d, g, { x: 885, cheer: life(t, d) > 0 }),
      ]),
    kidGettingParent: waiting(false),
    parentIntro: (t, d, g) => {
      // One small step at a time: level circles climbing up through the middle, lit one by one.
      const steps = [0, 1, 2, 3].map((i) => ({ x: 660 + i * 95, y: 500 - i * 110 }));
      const lit = Math.min(4, Math.floor(t / 1.1));
      return atHome([
        ...steps.map((s, i) => ({ art: `level-${i + 1}-${i < lit ? 'done' : 'next'}`, x: s.x, y: s.y, h: 120 * pop(t, 0.2 + i * 0.2) })),
        ...(lit > 0 ? [{ art: 'star', x: steps[lit - 1]!.x, y: steps[lit - 1]!.y - 90, h: 70 * pop(t, lit * 1.1), rot: 10 * wave(g, 1.5) * life(t, d) }] : []),
        standing('kid-b', 1260, FEET, 320),
        mox(t, d, g, { x: 760, h: 260 }),
      ]);
    },
    parentDidntGetKid: (t, d, g) =>
      atHome([
        { art: 'tv', x: CX, y: PIC_Y, h: 330 * pop(t, 0.2, 0.5) },
        { art: 'quiz', x: CX, y: PIC_Y - 10, h: 150 * pop(t, 0.8) },
        { art: 'bulb', x: 1140, y: 220 + 10 * wave(g, 1.4) * life(t, d), h: 150 * pop(t, 1.2) },
        standing('teacher', 1350, FEET, 400, { sx: -1 }),
        mox(t, d, g, { waving: t < 1.5 }),
      ]),
    parentGettingKid: waiting(true),
    monstersTeachYouMath: (t, d, g) => ({
      backdrop: 'map',
      layers: [
        ...levels(99, 0, 1),
        { art: 'quiz', x: CX, y: 145 + 8 * wave(g, 2) * life(t, d), h: 230 * pop(t, 0.5, 0.5) },
        ...sparkles(g, CX, 145, 230, 5).map((s) => ({ ...s, alpha: life(t, d) })),
        mox(t, d, g, { waving: t < 2 }),
      ],
    }),
    niceWork: (t, d, g) => {
      // A tick and stars on the first card, then the card turns over to a fresh one.
      const turn = clamp01((t - d * 0.55) / 0.5);
      const sx = Math.abs(Math.cos(turn * Math.PI)) || 0.02;
      return onOcean(g, [
        { art: 'quiz', x: CX, y: PIC_Y - 30, h: 270, sx },
        ...(turn < 0.5 ? [{ art: 'tick', x: CX + 150, y: PIC_Y - 130, h: 110 * pop(t, 0.3) }] : []),
        ...(turn < 1 ? confetti(t, 0.3, 18) : []),
        mox(t, d, g, { cheer: t < d * 0.55, hop: t < d * 0.55 ? 50 : 0 }),
      ]);
    },
    realTeacherExplains: (t, d, g) => {
      // The teacher draws hops on a number line; the next card comes in a little easier (smaller sum).
      const hops = Math.min(3, Math.floor(t / 1.4));
      return atHome([
        { art: `board-${hops}`, x: CX, y: PIC_Y - 60, h: 280 },
        standing(hops < 3 && t % 1.4 < 1 ? 'teacher-point' : 'teacher', 660, FEET, 400, { sx: -1 }),
        ...(life(t, d) > 0 ? rising('bulb', g, 1200, 420, 1, 90, 2.6) : []),
        mox(t, d, g, { x: 895, h: 240 }),
      ]);
    },
    thatsOneInterestingMonster: (t, d, g) => {
      // The monster maker's monster, assembled from three slices that fly in and click together.
      const H = 330;
      const from = [{ x: CX, y: -300 }, { x: -300, y: 500 }, { x: 1900, y: 700 }];
      const slices = from.map((f, i) => {
        const u = ease(clamp01((t - 0.2 - i * 0.45) / 0.7));
        return { art: `slice-${i}`, x: f.x + (CX - f.x) * u, y: f.y + (FEET - H / 2 - f.y) * u, h: H, rot: (1 - u) * (i - 1) * 40 };
      });
      const built = t > 1.8;
      const l = life(t, d);
      const hat = t > 3.1;
      const whole = built ? [standing(hat ? 'funnel-monster-hat' : l > 0 && mod(t, 1.2) < 0.6 ? 'funnel-monster-cheer' : 'funnel-monster', CX, FEET - Math.abs(Math.sin((t - 1.8) * 5)) * 40 * l * (t < 3 ? 1 : 0.3), H, { sy: t < 2 ? 0.9 : 1 })] : slices;
      return onOcean(g, [...(built && l > 0 ? sparkles(g, CX, 560, 240, 6, 1.3) : []), ...whole, ...(built && !hat ? [{ art: 'item-0', x: CX + 5, y: 520 - 400 * (1 - ease(clamp01((t - 2.4) / 0.7))), h: 110, rot: 20 * (1 - clamp01((t - 2.4) / 0.7)) }] : []), mox(t, d, g, { x: 1240, h: 260, cheer: built })]);
    },
    hideMmMonster: (t, d, g) => {
      // The new monster hops into the treasure chest to wait; Moxie stays to keep it company.
      const u = ease(clamp01((t - 0.8) / 1.4));
      const chestY = PIC_Y + 40;
      return onOcean(g, [
        { art: 'funnel-monster-hat', x: CX, y: chestY - 120 - Math.sin(u * Math.PI) * 120, h: 260 * (1 - u), alpha: 1 - u * u },
        { art: 'treasure-chest', x: CX, y: chestY, h: 200 * pop(t, 0.1) },
        ...(u > 0.9 ? sparkles(g * life(t, d), CX, chestY - 40, 150, 5) : []),
        mox(t, d, g, {}),
      ]);
    },
    whoWillWeBeTeaching: (t, d, g) =>
      atHome([
        ...['kid-a', 'kid-b', 'kid-c'].flatMap((k, i) => {
          const x = 660 + i * 140;
          const s = 0.3 + i * 0.9;
          return [standing(k, x, 560, 250 * pop(t, s), { sx: i === 2 ? -1 : 1 }), { art: `level-${[2, 4, 6][i]}-done`, x, y: 230, h: 100 * pop(t, s + 0.4) }];
        }),
        ...(life(t, d) > 0 ? rising('heart', g, 1250, 520, 2, 56) : []),
        mox(t, d, g, { waving: t < 1 }),
      ]),
    emailDailyProgressReport: (t, d, g) => {
      // A sun crosses the sky (every day); the envelope flies in, opens, and the report rises out of it.
      const fly = ease(clamp01(t / 1.2));
      const open = t > 1.6;
      const rise = ease(clamp01((t - 1.8) / 0.8));
      return atHome([
        { art: 'sun', x: 200 + mod(t / 6, 1) * 1200 * life(t, d) + (life(t, d) > 0 ? 0 : 400), y: 150, h: 150, rot: g * 20 * life(t, d) },
        ...(open ? [{ art: 'report', x: CX, y: 390 - rise * 200, h: 300 }] : []),
        { art: open ? 'envelope-open' : 'envelope-closed', x: -200 + fly * (CX + 200), y: 450 - Math.sin(fly * Math.PI) * 150, h: 210, rot: (1 - fly) * -20 },
        mox(t, d, g, { waving: rise >= 1 }),
      ]);
    },
    monsterOnMap: (t, d, g) => {
      // The monster waits on level 3; it opens level 4 and hops over to it.
      const hop = ease(clamp01((t - d * 0.55) / 0.8));
      const a = at[2]!;
      const b = at[3]!;
      const open = t > d * 0.45;
      return {
        backdrop: 'map',
        layers: [
          ...levels(99, 0, open ? 4 : 3),
          ...(open ? [] : [{ art: 'lock-closed', x: b.x + 50, y: b.y - 80, h: 90 }]),
          ...(open && hop < 1 ? sparkles(g, b.x, b.y, 120, 4) : []),
          standing('funnel-monster-hat', a.x + (b.x - a.x) * hop, a.y - 10 - Math.sin(hop * Math.PI) * 140, 210),
          mox(t, d, g, { x: 1240, h: 240, cheer: open && hop < 1 }),
        ],
      };
    },
    firstMonthFree: (t, d, g) => {
      const days = Math.min(30, Math.floor(clamp01((t - 0.3) / 1.2) * 3) * 10 + (t > 1.5 ? 30 : 0));
      return atHome([
        { art: `calendar-${Math.min(30, days)}`, x: CX, y: PIC_Y - 20, h: 340 },
        { art: 'gift', x: CX + 130, y: PIC_Y - 150, h: 130 * pop(t, 1.4), rot: 8 * wave(g, 1.2) * life(t, d) },
        ...(life(t, d) > 0 ? confetti(t, 1.4, 16) : []),
        mox(t, d, g, { cheer: t > 1.4 }),
      ]);
    },
    threeDayReminder: (t, d, g) => {
      // The envelope lands on the day three before the free month's last (ringed), then stays there.
      const fly = ease(clamp01((t - 0.8) / 1.4));
      // Just under the ringed day (funnel-film-parts.ts calendar: day 26 is in the middle column).
      const target = { x: 795, y: 505 };
      return atHome([
        { art: 'calendar-remind', x: CX, y: PIC_Y - 20, h: 340 },
        { art: 'envelope-closed', x: 1500 + (target.x - 1500) * fly, y: 200 + (target.y - 200) * fly - Math.sin(fly * Math.PI) * 120, h: 130 - 30 * fly, rot: (1 - fly) * 25 },
        ...(fly >= 1 && life(t, d) > 0 ? sparkles(g, target.x, target.y, 70, 3, 0.7) : []),
        mox(t, d, g, { waving: fly >= 1 }),
      ]);
    },
    noCommitments: (t, d, g) => {
      // Hold: switched on, then back off; cancel: the same. Either, any time, and nothing stuck.
      const k = (d - STILL_S) / 5;
      const state = (on: number, off: number) => Math.round(4 * (clamp01((t - on * k) / 0.4) - clamp01((t - off * k) / 0.4)));
      return atHome([
        { art: `toggle-pause-${state(0.6, 2)}`, x: CX, y: PIC_Y - 100, h: 150 * pop(t, 0.1) },
        { art: `toggle-stop-${state(2.6, 4)}`, x: CX, y: PIC_Y + 100, h: 150 * pop(t, 0.3) },
        ...(life(t, d) > 0 ? rising('heart', g, 380, 560, 2, 50) : []),
        mox(t, d, g, {}),
      ]);
    },
    whileYouSignUp: (t, d, g) => {
      const l = life(t, d);
      return {
        backdrop: 'map',
        layers: [
          ...levels(t, 0, 0),
          { art: 'ring', x: at[2]!.x, y: at[2]!.y, h: 190 + 60 * mod(g, 1.2) * l, alpha: l > 0 ? 1 - mod(g, 1.2) / 1.2 : 0 },
          { art: 'arrow', x: at[2]!.x, y: at[2]!.y - 150 + 20 * wave(g, 0.8) * l, h: 110 * pop(t, 0.8), rot: 180 },
          mox(t, d, g, { hop: 60, waving: t > 2 }),
        ],
      };
    },
  };
}

/** What `funnelFilm` gives the renderer (the same shape as the intro's). */
export interface FunnelFilm {
  arts: Record<string, string>;
  backdrops: Record<string, string>;
  /** The shot of `step`'s segment at t of d seconds, g seconds into the film; frozen from d - STILL_S on. @throws Error for a step without a scene. */
  shotAt(step: string, t: number, d: number, g: number): Shot;
  /** Every step with a scene, in film order. */
  steps: string[];
}

/** The funnel film's art, backdrops and scenes. `root` is the repository root (art files are read from it). */
export function funnelFilm(root: string): FunnelFilm {
  const map = JSON.parse(readFileSync(join(root, 'assets/maps/ocean.json'), 'utf8')) as { nodes: MapNode[] };
  const byStep = scenes(map.nodes);
  const intro = introBackdrops(root);
  const arts: Record<string, string> = { ...introArts(root), ...funnelArts() };
  for (let n = 1; n <= 6; n++) {
    arts[`level-${n}-done`] = levelNode(n, '#ff7a59');
    arts[`level-${n}-next`] = levelNode(n, '#cfd8e6');
  }
  return {
    arts,
    backdrops: { ocean: intro.ocean!, home: homeBackdrop(), map: mapBackdrop(root, FUNNEL_MAP_VIEW) },
    steps: PLAYED_STEPS.filter((s) => s in byStep),
    shotAt(step, t, d, g) {
      const scene = byStep[step];
      if (!scene) throw new Error(`funnel film: no scene for ${step}`);
      // The still: time stops STILL_S before the end (the scenes draw their calm pose there).
      // g is rounded so that every frame of the still is drawn from the very same numbers.
      const tf = Math.min(t, d - STILL_S);
      return scene(tf, d, Math.round((g - t + tf) * 1e6) / 1e6);
    },
  };
}

/** The text glyphs drawn into the funnel film's own art: a test checks they are digits, math signs and "?" only. */
export function funnelFilmGlyphs(): string[] {
  return Object.values(funnelArts()).flatMap((s) => [...s.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!));
}
