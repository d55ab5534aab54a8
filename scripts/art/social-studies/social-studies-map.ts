/**
 * The social studies maps (issue 17; spec part 2 section 3 "Social studies", drawn like the science
 * habitats of section 3 "Science (static data per habitat)"): Ancient Egypt and Ancient Greece, each
 * a topics map at scale 2 whose every topic of assets/social-studies/maps/<map>.json is a node, in
 * map order, showing its landmark drawing (emblems-*.ts) on the science maps' medallion, with its
 * tap octagon. Writes, per map, `assets/art/social-studies/<map>/**` (background and placeholder,
 * addons, every node look, the landing picture) and `assets/subject-maps/social-studies-<map>.json`;
 * and the orb pictures `assets/art/social-studies/orb.svg` and `orb-empty.svg`. Titles come from the
 * content (map and topic names). Deterministic (seeded): a rerun changes no byte
 * (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/social-studies/social-studies-map.ts` (`--check` only compares).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coarse } from '../../../core/art/svg-kit';
import type { SubjectMapInput } from '../../../core/content/subject-map-schema';
import { SOCIAL_STUDIES_MAPS, type SsMap, ssMapSchema } from '../../../core/social-studies/map-schema';
import { type Generated, runGenerator } from '../files';
import { addonSvgs, polygonAround, TOPIC_MONSTER_OFFSET, TOPIC_POLY_R, topicNodeSvgs } from '../science/science-map-pieces';
import { emblemDoc, type EmblemDraw } from '../science/topic-art-kit';
import { addonEntry, mapJsonText, tidySvg } from '../subject-map-files';
import { EGYPT_EMBLEMS } from './emblems-egypt';
import { GREECE_EMBLEMS } from './emblems-greece';
import { EGYPT } from './maps-egypt';
import { GREECE } from './maps-greece';
import { orbSvgs, type SsMapArt } from './ss-map-pieces';

const { doc } = coarse;
const ART_DIR = 'assets/art/social-studies';
const ART_URL = '/assets/art/social-studies';
/** The map's zoom over covering the screen: a close land to pan over, like a science habitat (spec section 3). */
export const SOCIAL_STUDIES_MAP_SCALE = 2;

type MapKey = (typeof SOCIAL_STUDIES_MAPS)[number];

/** Every map's drawing and its topics' landmark drawings, by map key. */
export const SS_MAP_ARTS: Record<MapKey, { art: SsMapArt; emblems: Record<string, EmblemDraw> }> = {
  egypt: { art: EGYPT, emblems: EGYPT_EMBLEMS },
  greece: { art: GREECE, emblems: GREECE_EMBLEMS },
};

/** A map's content (assets/social-studies/maps/<map>.json), validated. */
export function readSsMap(root: string, key: MapKey): SsMap {
  return ssMapSchema.parse(JSON.parse(readFileSync(join(root, 'assets/social-studies/maps', `${key}.json`), 'utf8')));
}

/**
 * A topic's landmark drawing as a whole SVG document (240 x 240).
 * @throws when the map draws no landmark for the topic
 */
export function topicLandmark(map: MapKey, topic: string): string {
  const draw = SS_MAP_ARTS[map].emblems[topic];
  if (!draw) throw new Error(`${map}: no landmark drawing for topic "${topic}"`);
  return emblemDoc(draw());
}

/** One map's files and its subject map. */
function buildMap(root: string, key: MapKey, files: Map<string, string>): void {
  const { art } = SS_MAP_ARTS[key];
  const content = readSsMap(root, key);
  const dir = `${ART_DIR}/${key}`;
  const url = (name: string) => `${ART_URL}/${key}/${name}.svg`;
  const bg = art.background();
  files.set(`${dir}/background.svg`, doc(1600, 900, bg.body, { defs: bg.defs }));
  files.set(`${dir}/background-placeholder.svg`, doc(1600, 900, art.placeholder()));
  const landing = art.landing();
  files.set(`${dir}/landing.svg`, doc(1600, 900, landing.body, { defs: landing.defs }));
  const addons = art.addons();
  for (const a of addons) {
    const svgs = addonSvgs(a);
    files.set(`${dir}/${a.key}.svg`, svgs.loaded);
    files.set(`${dir}/${a.key}-placeholder.svg`, svgs.placeholder);
  }
  const extra = Object.keys(art.nodes).filter((k) => !content.topics.some((t) => t.key === k));
  if (extra.length > 0) throw new Error(`${key}: node places for topics not in the map: ${extra.join(', ')}`);
  const nodes = content.topics.map((topic, i) => {
    const place = art.nodes[topic.key];
    if (!place) throw new Error(`${key}: no node place for topic "${topic.key}"`);
    const looks = topicNodeSvgs(topicLandmark(key, topic.key), art.plinth);
    files.set(`${dir}/node-${topic.key}.svg`, looks.unselected);
    for (const look of ['placeholder', 'selected', 'done'] as const) files.set(`${dir}/node-${topic.key}-${look}.svg`, looks[look]);
    const [x, y] = place;
    return {
      key: topic.key,
      title: topic.name,
      x,
      y,
      images: { placeholder: url(`node-${topic.key}-placeholder`), unselected: url(`node-${topic.key}`), selected: url(`node-${topic.key}-selected`), done: url(`node-${topic.key}-done`) },
      order: i + 1,
      zIndex: 10,
      polygon: polygonAround(x, y, 8, TOPIC_POLY_R).map((p) => [...p] as [number, number]),
    };
  });
  const map: SubjectMapInput = {
    key: `social-studies-${key}`,
    title: content.name,
    type: 'topics',
    scale: SOCIAL_STUDIES_MAP_SCALE,
    fit: 'cover',
    palette: { ...art.palette },
    background: { image: url('background'), placeholder: url('background-placeholder') },
    addons: addons.map((a) => addonEntry(a, url)),
    nodes,
    monster: { scale: 0.8, offset: [...TOPIC_MONSTER_OFFSET] },
  };
  files.set(`assets/subject-maps/social-studies-${key}.json`, mapJsonText(map));
}

/** Builds every file of the social studies maps in memory. */
export function buildSocialStudiesMaps(root: string): Generated {
  const files = new Map<string, string>();
  for (const key of SOCIAL_STUDIES_MAPS) buildMap(root, key, files);
  const orb = orbSvgs();
  files.set(`${ART_DIR}/orb.svg`, orb.orb);
  files.set(`${ART_DIR}/orb-empty.svg`, orb.empty);
  for (const [path, text] of files) if (path.endsWith('.svg')) files.set(path, tidySvg(text));
  return {
    files,
    owns: SOCIAL_STUDIES_MAPS.map((k) => `${ART_DIR}/${k}`),
    summary: `social studies maps: ${SOCIAL_STUDIES_MAPS.length} maps, landings and orbs, ${files.size} files`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/social-studies/social-studies-map.ts', (root) => buildSocialStudiesMaps(root));
