/**
 * The level-1 intro as an animated film (issue 13 "The intro video redone"): Moxie, the default
 * monster (core/art/monster-svg.ts), bounces, blinks and waves through the ocean world while fish
 * swim and bubbles rise, and each section of core/video/intro-chain.ts gets a picture of what its
 * narration says (the monster maker trying looks, the map's circles, the pet keeper, an egg that
 * hatches, gems and the store, the super-skill a plant that grows a little every day, a
 * resting level's lock).
 *
 * No buttons and no words are drawn into the film: the real React buttons appear at the holds
 * (ui/video/IntroHold.tsx) and the captions carry the words. The only glyphs drawn are digits and
 * math signs (level circles, a sum); `introFilmGlyphs` lists them so a test can check that.
 * Where a hold's button will appear (top centre of the video, ui/video/video.css
 * `.intro-go-layer`), the prompt sections point at it and keep that spot clear.
 *
 * Pure apart from reading art files: `introFilm(...)` returns a `shotAt(state, t, d, g)` function
 * (t = seconds into the section, d = its length, g = seconds into the film) and the art to register.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESIGN_H, DESIGN_W, standing, type Layer, type Shot } from './film';
import { arts, clamp01, mapBackdrop, confetti, CONFETTI, ease, GROUND, MAKER_LOOKS, MAP_VIEW, type MapNode, mod, MONSTER_H, moxie, ocean, OUTFITS, pop, rising, sparkles, svg, TAU, wave } from './intro-film-parts';

// ---------- scenes by state ----------

type Scene = (t: number, d: number, g: number) => Shot;

function scenes(nodes: MapNode[]): Record<string, Scene> {
  const onOcean = (layers: Layer[], g: number, calm = false): Shot => ({ backdrop: 'ocean', layers: [...ocean(g, calm), ...layers] });
  // The map sections show the map's first four circles up close on their own pads (the film plays
  // small in a corner there).
  const shown = nodes.slice(0, 4).map((n) => ({ level: n.level, x: (n.x - MAP_VIEW.x) * MAP_VIEW.zoom, y: (n.y - MAP_VIEW.y) * MAP_VIEW.zoom }));
  const mapNodes = (t: number, appear: boolean) =>
    shown.map((n, i) => ({ art: `node-${n.level}`, x: n.x, y: n.y, h: 150 * (appear ? pop(t, 0.3 + i * 0.4) : 1) }));
  const first = shown[0]!;
  const pointing = (t: number, _d: number, g: number): Shot =>
    onOcean(
      [
        // The hold's real green button appears at the top centre: an arrow and sparkles point there.
        ...sparkles(g, 800, 130, 260, 7, 1.6),
        { art: 'arrow', x: 800, y: 390 + 30 * wave(g, 0.8), h: 210 * pop(t, 0.2) },
        moxie(g, 420, GROUND, { cheer: true }),
        standing('turtle', 1250, GROUND + 10, 170, { sx: -1 }),
      ],
      g,
      true,
    );
  const maker = (t: number, _d: number, g: number): Shot => {
    const i = Math.floor(t / 0.7) % MAKER_LOOKS.length;
    const since = mod(t, 0.7);
    return onOcean(
      [
        ...sparkles(g, 800, 380, 360, 7, 1.4),
        standing(`look-${i}`, 800, GROUND, MONSTER_H, { sy: since < 0.15 ? 0.88 : 1 + 0.02 * wave(g, 1.6), sx: since < 0.15 ? 1.1 : 1 }),
        ...CONFETTI.map((c, k) => ({ art: `confetti-${c}`, x: 800 + Math.cos(g * 0.8 + k) * 420, y: 400 + Math.sin(g * 0.8 + k) * 230, h: 44, rot: g * 120 + k * 60 })),
      ],
      g,
      true,
    );
  };
  const mapScene = (appear: boolean) => (t: number, _d: number, g: number): Shot => {
    const hopping = appear && t > 2.6;
    const at = first;
    return {
      backdrop: 'map',
      layers: [
        ...(appear ? [] : [{ art: 'ring', x: at.x, y: at.y, h: 220 + 70 * mod(g, 1.2), alpha: 1 - mod(g, 1.2) / 1.2 }]),
        ...mapNodes(t, appear),
        moxie(g, at.x, at.y - 60, { h: 300, hop: hopping || !appear ? 90 : 0, hopPeriod: 0.7 }),
      ],
    };
  };
  const pets = (t: number, g: number, second: boolean): Layer[] => {
    const inX = second ? 1140 + Math.max(0, 1 - t / 1.6) * 700 : 0;
    return [
      standing('dragon', 620, GROUND + 20, 330, { sy: 1 + 0.04 * wave(g, 0.9) }),
      ...(second ? [standing('bunny', inX, GROUND + 20 - Math.abs(Math.sin(t * 6)) * (t < 1.6 ? 50 : 12), 320, { sx: -1 })] : []),
    ];
  };
  const whyPlant = (t: number, d: number, g: number): Shot => {
    // Three quick days: the sun rises and sets, and the plant grows a stage each day.
    const day = (t / d) * 3;
    const sunP = mod(day, 1);
    const stage = Math.min(4, 1 + Math.floor(day) + (sunP > 0.5 ? 1 : 0));
    return onOcean(
      [
        { art: 'sun', x: 200 + sunP * 1200, y: 420 - Math.sin(sunP * Math.PI) * 280, h: 210, rot: g * 20 },
        standing(`sprout-${stage}`, 760, GROUND, 420, { sy: 1 + 0.03 * wave(g, 1.3) }),
        moxie(g, 1200, GROUND, { waving: stage >= 4 }),
        ...(stage >= 4 ? sparkles(g, 760, 380, 180, 4, 1.3) : []),
      ],
      g,
      true,
    );
  };
  const resting = (t: number, _d: number, g: number): Shot => ({
    backdrop: 'night',
    layers: [
      { art: 'moon', x: 1300, y: 180, h: 200 },
      ...Array.from({ length: 10 }, (_, i) => ({ art: 'sparkle', x: 100 + i * 150, y: 80 + ((i * 97) % 220), h: 20 + 12 * (0.5 + 0.5 * wave(g, 1.1, i)) })),
      { art: 'node-plain', x: 260, y: 640, h: 150, alpha: pop(t, 0) },
      { art: 'node-rest', x: 600, y: 560, h: 260 },
      { art: 'lock-closed', x: 700, y: 440, h: 130 },
      ...rising('zz', g, 560, 420, 3, 70, 3),
      standing('moxie-blink', 1120, GROUND, 340, { sy: 1 + 0.04 * wave(g, 2.4) }),
      ...rising('zz', g + 1, 1120, 400, 2, 56, 3),
    ],
  });
  const store = (t: number, _d: number, g: number): Shot => {
    const i = Math.floor(t / 0.9) % OUTFITS.length;
    const gems = Array.from({ length: 14 }, (_, k) => {
      const fall = clamp01((t - k * 0.2) / 0.7);
      const restY = GROUND - 30 - (k % 3) * 30 - Math.floor(k / 7) * 28;
      return { art: 'gem', x: 220 + (k % 7) * 64 + Math.floor(k / 7) * 32, y: -40 + ease(fall) * (restY + 40), h: 76, rot: fall < 1 ? t * 300 + k * 40 : 0 };
    });
    return {
      backdrop: 'store',
      layers: [
        ...gems,
        standing(`outfit-${i}`, 800, GROUND, MONSTER_H, { sy: mod(t, 0.9) < 0.15 ? 0.9 : 1 + 0.02 * wave(g, 1.6) }),
        ...OUTFITS.map((_, k) => ({ art: `item-${k}`, x: 1150 + (k % 2) * 230, y: 260 + Math.floor(k / 2) * 230 + 16 * wave(g, 2, k), h: k === i ? 200 : 140 })),
        ...sparkles(g, 800, 300, 160, 4),
      ],
    };
  };
  const superLock = (t: number, d: number, g: number): Shot => {
    const open = t > d * 0.55;
    const shake = open ? 0 : 6 * wave(g, 0.25) * clamp01(t / (d * 0.55));
    return onOcean(
      [
        { art: open ? 'lock-open' : 'lock-closed', x: 880, y: 400 - (open ? 10 : 0), h: 340, rot: shake },
        ...(open ? Array.from({ length: 8 }, (_, k) => {
          const u = clamp01((t - d * 0.55) / 1.2);
          const a = (k / 8) * TAU;
          return { art: 'star', x: 880 + Math.cos(a) * 380 * ease(u), y: 400 + Math.sin(a) * 260 * ease(u), h: 100 * (1 - 0.4 * u), rot: g * 90 };
        }) : []),
        moxie(g, 330, GROUND, { cheer: open, hop: open ? 60 : 0 }),
      ],
      g,
      true,
    );
  };
  const superTv = (t: number, _d: number, g: number): Shot =>
    onOcean(
      [
        { art: 'tv', x: 920, y: 450, h: 440 * pop(t, 0, 0.5), sy: 1 + 0.015 * wave(g, 1) },
        { art: 'bulb', x: 920, y: 150 + 10 * wave(g, 1.4), h: 190 * pop(t, 0.5) },
        ...sparkles(g, 920, 150, 150, 4, 1.4),
        moxie(g, 330, GROUND, { h: 360 }),
      ],
      g,
      true,
    );

  return {
    levelIntro: (t, _d, g) => {
      // Moxie hops in from the right, then waves hello.
      const arrive = clamp01(t / 1.8);
      const x = 1700 - ease(arrive) * 900;
      return onOcean([standing('starfish-orange', 300, GROUND + 30, 100), standing('crab', 1320, GROUND + 20, 130, { sx: wave(g, 3) > 0 ? 1 : -1 }), moxie(g, x, GROUND, arrive < 1 ? { hop: 80, flip: true } : { waving: true }), ...(arrive >= 1 ? rising('heart', g, 800, 330, 3, 50) : [])], g);
    },
    'promptActive(1)': pointing,
    promptStatic: pointing,
    mmIntro: maker,
    mmStatic: maker,
    mmOutro: (t, _d, g) => onOcean([moxie(g, 800, GROUND, { cheer: true, hop: 70, hopPeriod: 0.5 }), ...confetti(t, 0.2)], g, true),
    mapIntro: mapScene(true),
    startStatic: mapScene(false),
    'promptActive(2)': (t, _d, g) => {
      const friends = ['turtle', 'dolphin', 'crab', 'seahorse', 'octopus-coral'];
      return onOcean(
        [
          ...friends.map((f, k) => {
            const x = 1800 - ((t * 260 + k * 330) % 2100);
            const swim = f === 'crab' || f === 'octopus-coral';
            return swim ? standing(f, x, GROUND + 30, 160, { sx: -1 }) : { art: f, x, y: 280 + k * 60 + 20 * wave(g, 1.6, k), h: f === 'dolphin' ? 200 : 160, sx: -1 };
          }),
          moxie(g, 520, GROUND, { waving: true }),
          ...rising('heart', g, 520, 330, 2, 60),
        ],
        g,
        true,
      );
    },
    keeperPhoto: (t, _d, g) =>
      onOcean(
        [
          standing('keeper', 980, GROUND, 440, { sy: 1 + 0.02 * wave(g, 1.8) }),
          standing('kitten', 680, GROUND + 20 - Math.abs(Math.sin(g * 3)) * 30, 260),
          standing('puppy', 1290, GROUND + 20 - Math.abs(Math.sin(g * 3 + 1)) * 30, 260, { sx: -1 }),
          standing('bunny', 1480, GROUND + 20, 230, { sx: -1, sy: 1 + 0.05 * wave(g, 0.8) }),
          ...rising('heart', g, 980, 300, 3, 56),
          moxie(g, 300, GROUND, { h: 330, waving: t > 1 }),
        ],
        g,
        true,
      ),
    pretestIntro: (_t, _d, g) => onOcean([moxie(g, 800, GROUND, { waving: true, hop: 60, hopPeriod: 0.6 }), ...sparkles(g, 800, 380, 320, 6, 1.4)], g, true),
    pretestWelcome: (t, _d, g) =>
      onOcean(
        [
          { art: 'sum', x: 800, y: 210 + 12 * wave(g, 2), h: 190 * pop(t, 0.2) },
          ...rising('qmark', g, 1200, 560, 2, 120, 3),
          moxie(g, 800, GROUND),
        ],
        g,
        true,
      ),
    pretestComplete: (t, _d, g) => onOcean([moxie(g, 800, GROUND, { art: 'moxie-medal', hop: 50, hopPeriod: 0.55 }), ...confetti(t, 0.3)], g, true),
    mathPractice: (t, d, g) => {
      const friends = ['fish-orange', 'clownfish', 'turtle', 'starfish-orange', 'seahorse', 'fish-yellow'];
      const step = (d - 0.8) / friends.length;
      return onOcean(
        [
          { art: 'sum', x: 720, y: 180, h: 180 },
          { art: 'tick', x: 1120, y: 180, h: 140 * pop(t, 0.4) },
          ...friends.map((f, k) => ({ art: f, x: 200 + k * 200, y: 480 + (k % 2) * 110 + 14 * wave(g, 1.5, k), h: 150 * pop(t, 0.7 + k * step) })),
          moxie(g, 1400, GROUND, { h: 330, waving: true }),
        ],
        g,
        true,
      );
    },
    'eggHatch(3)': (t, d, g) => {
      const hatch = d * 0.62;
      const cracks = Math.min(3, Math.floor((t / hatch) * 4));
      const layers: Layer[] = [];
      if (t < hatch) layers.push(standing(`egg-${cracks}`, 760, GROUND, 340, { rot: 9 * wave(g, 0.5) * clamp01(t / 1) }));
      else {
        const u = t - hatch;
        layers.push(standing('egg-bottom', 760, GROUND, 340));
        layers.push(standing('dragon', 760, GROUND - 30 - Math.abs(Math.sin(u * 5)) * 50, 360 * pop(u, 0.1, 0.5)));
        layers.push({ art: 'egg-top', x: 760 - u * 260, y: 520 - u * 340 + u * u * 420, h: 340, rot: -u * 200 });
        layers.push(...sparkles(g, 760, 480, 260, 6));
      }
      return onOcean([...layers, moxie(g, 1260, GROUND, { h: 340, cheer: t >= hatch })], g, true);
    },
    petIntro: (t, _d, g) => {
      const i = Math.floor(t / 0.8) % 8;
      return onOcean([{ art: 'nametag', x: 760, y: 200 + 10 * wave(g, 2), h: 150 * pop(t, 0.2), rot: 4 * wave(g, 2.5) }, standing(`pet-look-${i}`, 760, GROUND + 20, 400, { sy: mod(t, 0.8) < 0.12 ? 0.9 : 1 }), ...sparkles(g, 760, 540, 260, 5, 1.3), moxie(g, 1270, GROUND, { h: 330 })], g, true);
    },
    petCustomize: (t, _d, g) => onOcean([standing(`pet-look-${Math.floor(t / 0.8) % 8}`, 760, GROUND + 20, 400), ...sparkles(g, 760, 540, 260, 5, 1.3), moxie(g, 1270, GROUND, { h: 330, waving: true })], g, true),
    storeIntro: store,
    storeStatic: store,
    'promptActive(8)': superLock,
    ssIntro: superTv,
    ssStatic: superTv,
    'eggHatch(6)': (t, _d, g) => onOcean([...pets(t, g, true), ...(t > 1.6 ? rising('heart', g, 880, 440, 2, 60) : []), moxie(g, 270, GROUND, { h: 330, waving: true })], g, true),
    mapOutro: (_t, _d, g) => ({
      backdrop: 'home',
      layers: [
        standing('dragon', 560, 830, 300, { sy: 1 + 0.04 * wave(g, 0.9) }),
        standing('bunny', 860, 830 - Math.abs(Math.sin(g * 3)) * 24, 290, { sx: -1 }),
        moxie(g, 1220, 820, { waving: true }),
        ...rising('heart', g, 710, 520, 2, 60),
      ],
    }),
    whyIntro: (_t, _d, g) => onOcean([moxie(g, 800, GROUND), ...rising('qmark', g, 800, 340, 3, 130, 2.2)], g, true),
    whyZoom: whyPlant,
    whyOutro: resting,
    whyStatic: resting,
    locked: (t, d, g) => {
      const open = t > d * 0.5;
      const dawn = clamp01((t - d * 0.25) / (d * 0.3));
      return {
        backdrop: open ? 'map' : 'night',
        layers: [
          ...(open ? [] : [{ art: 'sun', x: 1300, y: 420 - 260 * ease(dawn), h: 150 }]),
          ...mapNodes(99, false),
          { art: open ? 'lock-open' : 'lock-closed', x: shown[1]!.x + 70, y: shown[1]!.y - 110 - (open ? 30 * pop(t - d * 0.5, 0) : 0), h: 130, rot: open ? 0 : 5 * wave(g, 0.3) },
          moxie(g, first.x, first.y - 60, { h: 300, waving: open, hop: open ? 60 : 0 }),
          ...(open ? confetti(t, d * 0.55, 20) : []),
        ],
      };
    },
  };
}

/** The backdrops by key (full-stage SVGs); the funnel film (funnel-film.ts) draws on them too. */
export function backdrops(root: string): Record<string, string> {
  const file = (p: string) => readFileSync(join(root, p), 'utf8');
  const ocean = file('assets/art/ocean/levels/01/background.svg');
  const map = mapBackdrop(root, MAP_VIEW);
  const home = file('assets/art/items/house-room.svg');
  const store = file('assets/art/items/outfit-room.svg');
  const night = svg(DESIGN_W, DESIGN_H, `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24376e"/><stop offset="1" stop-color="#3f6fb0"/></linearGradient></defs><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="url(#n)"/><path d="M0 700 Q400 640 800 690 T1600 680 V900 H0Z" fill="#c9b98a"/>`);
  return { ocean, map, home, store, night };
}

/** What `introFilm` gives the renderer. */
export interface IntroFilm {
  arts: Record<string, string>;
  backdrops: Record<string, string>;
  /** The shot of section `state` (an intro-chain key) at t of d seconds, g seconds into the film. @throws Error for a state without a scene. */
  shotAt(state: string, t: number, d: number, g: number): Shot;
  /** Every state with a scene. */
  states: string[];
}

/** The intro film's art, backdrops and scenes. `root` is the repository root (art files are read from it). */
export function introFilm(root: string): IntroFilm {
  const map = JSON.parse(readFileSync(join(root, 'assets/maps/ocean.json'), 'utf8')) as { nodes: MapNode[] };
  const byState = scenes(map.nodes);
  return {
    arts: arts(root),
    backdrops: backdrops(root),
    states: Object.keys(byState),
    shotAt(state, t, d, g) {
      const scene = byState[state];
      if (!scene) throw new Error(`intro film: no scene for ${state}`);
      return scene(t, d, g);
    },
  };
}

/**
 * The text glyphs drawn into the film's own art (not the backdrop files): a test checks they are
 * digits, math signs and "?" only, so no button label or word is ever baked into the picture.
 */
export function introFilmGlyphs(root: string): string[] {
  return Object.values(arts(root)).flatMap((s) => [...s.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!));
}
