/**
 * The science maps (issue 16; spec part 2 section 2 "Science" and section 3 "Science (static data
 * per habitat)"): the world map of the seven habitats and one map per habitat, each topic of
 * SCIENCE_TOPIC_KEYS a node showing its emblem (topic-art.ts) on a medallion, with its tap polygon.
 * Writes, per habitat, `assets/art/science/<habitat>/**` (background and placeholder, addons, every
 * node look, the preview card, the All Videos filter tabs) and
 * `assets/subject-maps/science-<habitat>.json`; for the world `assets/art/science/world/**` and
 * `assets/subject-maps/science-world.json` (core/content/subject-map-schema.ts). Titles and
 * palettes come from core/science/habitat-static.ts, topic titles from each lesson's `topic_title`.
 * Deterministic (seeded): a rerun changes no byte (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/science/science-map.ts` (`--check` only compares).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Pt } from '../../../core/art/paths';
import { coarse } from '../../../core/art/svg-kit';
import type { SubjectMapInput } from '../../../core/content/subject-map-schema';
import { SCIENCE_HABITAT_STATIC } from '../../../core/science/habitat-static';
import { SCIENCE_HABITAT_SCALE, SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS, SCIENCE_WORLD_SCALE, type ScienceHabitat } from '../../../core/science/habitats';
import { type Generated, runGenerator } from '../files';
import { addonEntry, mapJsonText, tidySvg } from '../subject-map-files';
import { DINOSAURS, INSECTS } from './maps-dino-bugs';
import { RAINFOREST, WEATHER } from './maps-forest-weather';
import { OCEAN } from './maps-ocean';
import { OUTERSPACE, SAFARI } from './maps-space-savanna';
import { WORLD_ADDONS, WORLD_NODES, WORLD_PALETTE, worldBackground, worldGlyph, worldPlaceholder } from './maps-world';
import { addonSvgs, filterSvgs, readableOn, type HabitatArt, polygonAround, previewSvgs, TOPIC_MONSTER_OFFSET, TOPIC_POLY_R, topicNodeSvgs, windowPolygon, windowSvgs } from './science-map-pieces';
import { topicArt } from './topic-art';

const { doc } = coarse;
const ART_DIR = 'assets/art/science';
const ART_URL = '/assets/art/science';

/** Every habitat's drawing, by key. */
export const HABITAT_ARTS: Record<ScienceHabitat, HabitatArt> = { outerspace: OUTERSPACE, safari: SAFARI, rainforest: RAINFOREST, weather: WEATHER, dinosaurs: DINOSAURS, insects: INSECTS, ocean: OCEAN };

const lessonTitle = z.object({ topic_title: z.string().min(1).max(60) });

/** A topic's child-friendly title: its lesson's `topic_title` (assets/science/lessons/<habitat>/<key>.json). */
function topicTitle(root: string, habitat: ScienceHabitat, key: string): string {
  return lessonTitle.parse(JSON.parse(readFileSync(join(root, 'assets/science/lessons', habitat, `${key}.json`), 'utf8'))).topic_title;
}

/** One habitat's files and its subject map. */
function buildHabitat(root: string, art: HabitatArt, files: Map<string, string>): void {
  const h = art.key;
  const st = SCIENCE_HABITAT_STATIC[h];
  const dir = `${ART_DIR}/${h}`;
  const url = (name: string) => `${ART_URL}/${h}/${name}.svg`;
  const keys = SCIENCE_TOPIC_KEYS[h];
  if (art.nodes.length !== keys.length) throw new Error(`${h}: ${art.nodes.length} node places for ${keys.length} topics`);
  const bg = art.background();
  files.set(`${dir}/background.svg`, doc(1600, 900, bg.body, { defs: bg.defs }));
  files.set(`${dir}/background-placeholder.svg`, doc(1600, 900, art.placeholder()));
  const addons = art.addons();
  for (const a of addons) {
    const svgs = addonSvgs(a);
    files.set(`${dir}/${a.key}.svg`, svgs.loaded);
    files.set(`${dir}/${a.key}-placeholder.svg`, svgs.placeholder);
  }
  keys.forEach((key) => {
    const looks = topicNodeSvgs(topicArt(key), art.plinth);
    files.set(`${dir}/node-${key}.svg`, looks.unselected);
    for (const look of ['placeholder', 'selected', 'done'] as const) files.set(`${dir}/node-${key}-${look}.svg`, looks[look]);
  });
  const mini = art.mini();
  const card = previewSvgs(mini, st.palette.sky, st.palette.ground);
  files.set(`${dir}/preview.svg`, card.preview);
  files.set(`${dir}/preview-placeholder.svg`, card.placeholder);
  const tabs = filterSvgs(art.glyph(), st.palette.accent, art.plinth.face);
  files.set(`${dir}/filter-selected.svg`, tabs.selected);
  files.set(`${dir}/filter-unselected.svg`, tabs.unselected);
  const map: SubjectMapInput = {
    key: `science-${h}`,
    title: st.title,
    type: 'topics',
    scale: SCIENCE_HABITAT_SCALE,
    palette: { sky: st.palette.sky, ground: st.palette.ground, path: art.path, accent: st.palette.accent, text: st.palette.text },
    background: { image: url('background'), placeholder: url('background-placeholder') },
    addons: addons.map((a) => addonEntry(a, url)),
    nodes: keys.map((key, i) => {
      const [x, y] = art.nodes[i]!;
      return {
        key,
        title: topicTitle(root, h, key),
        x,
        y,
        images: { placeholder: url(`node-${key}-placeholder`), unselected: url(`node-${key}`), selected: url(`node-${key}-selected`), done: url(`node-${key}-done`) },
        order: i + 1,
        zIndex: 10,
        polygon: polygonAround(x, y, 8, TOPIC_POLY_R).map((p) => [...p] as [number, number]),
      };
    }),
    monster: { scale: 0.8, offset: [...TOPIC_MONSTER_OFFSET] },
  };
  files.set(`assets/subject-maps/science-${h}.json`, mapJsonText(map));
}

/** The world's files and its subject map: one window per habitat in SCIENCE_HABITATS order. */
function buildWorld(files: Map<string, string>): void {
  const dir = `${ART_DIR}/world`;
  const url = (name: string) => `${ART_URL}/world/${name}.svg`;
  const bg = worldBackground();
  files.set(`${dir}/background.svg`, doc(1600, 900, bg.body, { defs: bg.defs }));
  files.set(`${dir}/background-placeholder.svg`, doc(1600, 900, worldPlaceholder()));
  for (const h of SCIENCE_HABITATS) {
    const art = HABITAT_ARTS[h];
    const st = SCIENCE_HABITAT_STATIC[h];
    const looks = windowSvgs(art.mini(), st.title, { frame: art.plinth.rim, ribbon: st.palette.accent, text: readableOn(st.palette.accent), sky: st.palette.sky });
    files.set(`${dir}/window-${h}.svg`, looks.unselected);
    files.set(`${dir}/window-${h}-placeholder.svg`, looks.placeholder);
    files.set(`${dir}/window-${h}-selected.svg`, looks.selected);
  }
  const all = filterSvgs(worldGlyph(), WORLD_PALETTE.accent, '#dff3ff');
  files.set(`${dir}/filter-all-selected.svg`, all.selected);
  files.set(`${dir}/filter-all-unselected.svg`, all.unselected);
  const addons = WORLD_ADDONS();
  for (const a of addons) {
    const svgs = addonSvgs(a);
    files.set(`${dir}/${a.key}.svg`, svgs.loaded);
    files.set(`${dir}/${a.key}-placeholder.svg`, svgs.placeholder);
  }
  const map: SubjectMapInput = {
    key: 'science-world',
    title: 'Science World',
    type: 'topics',
    scale: SCIENCE_WORLD_SCALE,
    // The whole island in view: every habitat is one tap away without dragging.
    fit: 'contain',
    palette: { ...WORLD_PALETTE },
    background: { image: url('background'), placeholder: url('background-placeholder') },
    addons: addons.map((a) => addonEntry(a, url)),
    nodes: SCIENCE_HABITATS.map((h, i) => {
      const [x, y] = WORLD_NODES[i] as Pt;
      return {
        key: h,
        title: SCIENCE_HABITAT_STATIC[h].title,
        x,
        y,
        images: { placeholder: url(`window-${h}-placeholder`), unselected: url(`window-${h}`), selected: url(`window-${h}-selected`) },
        order: i + 1,
        zIndex: 10,
        polygon: windowPolygon(x, y).map((p) => [...p] as [number, number]),
      };
    }),
    monster: { scale: 0.9, offset: [-128, 96] },
  };
  files.set('assets/subject-maps/science-world.json', mapJsonText(map));
}

/** Builds every file of the science maps in memory. */
export function buildScienceMaps(root: string): Generated {
  const files = new Map<string, string>();
  for (const h of SCIENCE_HABITATS) buildHabitat(root, HABITAT_ARTS[h], files);
  buildWorld(files);
  for (const [path, text] of files) if (path.endsWith('.svg')) files.set(path, tidySvg(text));
  return {
    files,
    owns: [...SCIENCE_HABITATS.map((h) => `${ART_DIR}/${h}`), `${ART_DIR}/world`],
    summary: `science maps: world + ${SCIENCE_HABITATS.length} habitats, ${Object.values(SCIENCE_TOPIC_KEYS).flat().length} topic nodes x 4 looks, ${files.size} files`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/science/science-map.ts', (root) => buildScienceMaps(root));
