/**
 * Preview sheets of the reading books' art, for review (not committed): every setting (empty, by
 * day), every character standing, every prop, every pose of a few characters, the times and the
 * weathers, and some composed pages; plus each page of the books named on the command line.
 * PNGs in /tmp/book-art/ (rendered with sharp).
 *
 * Run: `npx tsx scripts/art/reading/preview.ts [slug...]`, or `... preview.ts --zoom <pose> <character...>`
 * for a close look (zoom.png).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ART_CHARACTERS, ART_POSES, ART_PROPS, ART_SETTINGS, bookSchema, type BookArt } from '../../../core/reading/book-schema';
import { REPO_ROOT } from '../files';
import { renderBookArt } from './compose';
import { characterDrawing } from './characters';
import { inked } from './kit';
import { poseSpec } from './pose';
import { propDrawing } from './props';

const OUT = '/tmp/book-art';

/** A grid of SVG cells (each its own document) as one PNG. */
async function sheet(name: string, cells: readonly string[], cellW: number, cellH: number, cols: number): Promise<void> {
  const rows = Math.ceil(cells.length / cols);
  const tiles = await Promise.all(cells.map((svg) => sharp(Buffer.from(svg)).resize(cellW, cellH).png().toBuffer()));
  const composite = tiles.map((input, i) => ({ input, left: (i % cols) * (cellW + 6), top: Math.floor(i / cols) * (cellH + 6) }));
  await sharp({ create: { width: cols * (cellW + 6), height: rows * (cellH + 6), channels: 3, background: '#ffffff' } }).composite(composite).png().toFile(join(OUT, `${name}.png`));
  console.log(`${OUT}/${name}.png`);
}

/** One figure on a pale card. */
function card(markup: string, w: number, h: number, floor: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${-w / 2} ${-floor} ${w} ${h}"><rect x="${-w / 2}" y="${-floor}" width="${w}" height="${h}" fill="#eef6ff"/>${markup}</svg>`;
}

const figure = (who: string, pose: (typeof ART_POSES)[number]): string => card(inked(characterDrawing(who)(poseSpec(pose)).body), 420, 520, 470);

const COMPOSED: BookArt[] = [
  { setting: 'park', time: 'day', weather: 'clear', characters: [{ who: 'child-2', pose: 'hold', at: 'left', holding: 'kite' }, { who: 'dog', pose: 'run', at: 'right' }], props: [{ what: 'tree', at: 'right', count: 1 }, { what: 'flower', at: 'left', count: 3 }] },
  { setting: 'bedroom', time: 'night', weather: 'clear', characters: [{ who: 'child-3', pose: 'read', at: 'center' }, { who: 'kitten', pose: 'sleep', at: 'right' }], props: [{ what: 'lamp', at: 'left', count: 1 }] },
  { setting: 'beach', time: 'evening', weather: 'wind', characters: [{ who: 'moxie', pose: 'wave', at: 'center' }, { who: 'crab', pose: 'surprised', at: 'right' }], props: [{ what: 'sandcastle', at: 'left', count: 1 }, { what: 'shell', at: 'center', count: 3 }] },
  { setting: 'farm', time: 'day', weather: 'rain', characters: [{ who: 'grown-up-2', pose: 'hold', at: 'left', holding: 'umbrella' }, { who: 'pig', pose: 'sit', at: 'center' }, { who: 'hen', pose: 'walk', at: 'right' }], props: [{ what: 'fence', at: 'center', count: 1 }] },
  { setting: 'snowy-field', time: 'day', weather: 'snow', characters: [{ who: 'child-1', pose: 'cheer', at: 'left' }, { who: 'penguin', pose: 'wave', at: 'right' }], props: [{ what: 'snowman', at: 'center', count: 1 }] },
  { setting: 'space', time: 'night', weather: 'clear', characters: [{ who: 'astronaut', pose: 'fly', at: 'left' }, { who: 'robot', pose: 'point', at: 'right' }], props: [{ what: 'rocket', at: 'center', count: 1 }, { what: 'star', at: 'right', count: 3 }] },
  { setting: 'classroom', time: 'day', weather: 'clear', characters: [{ who: 'teacher', pose: 'point', at: 'left' }, { who: 'child-4', pose: 'think', at: 'center' }, { who: 'child-3', pose: 'sit', at: 'right' }], props: [{ what: 'book', at: 'center', count: 2 }] },
  { setting: 'jungle', time: 'day', weather: 'clear', characters: [{ who: 'monkey', pose: 'jump', at: 'left' }, { who: 'parrot', pose: 'fly', at: 'center' }, { who: 'elephant', pose: 'stand', at: 'right' }], props: [{ what: 'banana', at: 'left', count: 3 }] },
];

const MORE: BookArt[] = [
  { setting: 'kitchen', time: 'day', weather: 'clear', characters: [{ who: 'grown-up-1', pose: 'hold', at: 'left', holding: 'pot' }, { who: 'child-4', pose: 'sit', at: 'right' }], props: [{ what: 'apple', at: 'center', count: 3 }] },
  { setting: 'under-the-sea', time: 'day', weather: 'clear', characters: [{ who: 'fish', pose: 'swim', at: 'left' }, { who: 'octopus', pose: 'wave', at: 'center' }, { who: 'turtle', pose: 'swim', at: 'right' }], props: [{ what: 'shell', at: 'right', count: 2 }] },
  { setting: 'cave', time: 'day', weather: 'clear', characters: [{ who: 'bear', pose: 'sleep', at: 'right' }, { who: 'child-2', pose: 'surprised', at: 'left', holding: 'lantern' }], props: [] },
  { setting: 'castle', time: 'evening', weather: 'clear', characters: [{ who: 'dragon', pose: 'fly', at: 'right' }, { who: 'child-3', pose: 'point', at: 'left' }], props: [{ what: 'crown', at: 'center', count: 1 }] },
  { setting: 'bakery', time: 'day', weather: 'clear', characters: [{ who: 'grandparent', pose: 'hold', at: 'center', holding: 'cake' }, { who: 'baby', pose: 'cheer', at: 'right' }], props: [{ what: 'cupcake', at: 'left', count: 2 }] },
  { setting: 'moon-surface', time: 'night', weather: 'clear', characters: [{ who: 'astronaut', pose: 'jump', at: 'left' }, { who: 'robot', pose: 'wave', at: 'right' }], props: [{ what: 'sign', at: 'center', count: 1 }, { what: 'rock', at: 'right', count: 2 }] },
  { setting: 'pond', time: 'day', weather: 'rain', characters: [{ who: 'frog', pose: 'jump', at: 'center' }, { who: 'duck', pose: 'swim', at: 'right' }, { who: 'child-1', pose: 'hold', at: 'left', holding: 'umbrella' }], props: [] },
  { setting: 'campsite', time: 'night', weather: 'clear', characters: [{ who: 'grown-up-2', pose: 'sit', at: 'left' }, { who: 'child-4', pose: 'read', at: 'right' }, { who: 'owl', pose: 'stand', at: 'center' }], props: [{ what: 'campfire', at: 'center', count: 1 }, { what: 'tent', at: 'right', count: 1 }] },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const args = process.argv.slice(2);
  if (args[0] === '--zoom') {
    // A close look at some characters in one pose: --zoom <pose> who...
    const pose = args[1] as (typeof ART_POSES)[number];
    await sheet('zoom', args.slice(2).map((who) => figure(who, pose)), 420, 520, 6);
    return;
  }
  const only = args;
  if (only.length === 0) {
    await sheet('settings', ART_SETTINGS.map((setting) => renderBookArt({ setting, time: 'day', weather: 'clear', characters: [], props: [] })), 300, 200, 5);
    await sheet('characters', ART_CHARACTERS.map((who) => figure(who, 'stand')), 168, 208, 10);
    await sheet('props', ART_PROPS.map((what) => { const p = propDrawing(what); const k = Math.max(1, (p.h + 60) / 240); return card(inked(p.draw()), 320 * k, 260 * k, 230 * k); }), 160, 130, 10);
    for (const who of ['child-1', 'moxie', 'dog', 'duck', 'bee', 'octopus']) await sheet(`poses-${who}`, ART_POSES.map((pose) => figure(who, pose)), 168, 208, 9);
    await sheet('composed', COMPOSED.map(renderBookArt), 600, 400, 2);
    await sheet('composed-more', MORE.map(renderBookArt), 600, 400, 2);
    const holds: [string, string][] = [['dog', 'bone'], ['cat', 'ball'], ['squirrel', 'seed'], ['moxie', 'book'], ['robot', 'key'], ['bear', 'jar'], ['child-3', 'shovel'], ['teacher', 'map'], ['monkey', 'banana'], ['penguin', 'scarf'], ['seal', 'ball'], ['crab', 'shell']];
    await sheet('holds', holds.map(([who, what]) => renderBookArt({ setting: 'meadow', time: 'day', weather: 'clear', characters: [{ who: who as BookArt['characters'][number]['who'], pose: 'hold', at: 'center', holding: what as BookArt['props'][number]['what'] }], props: [] })), 400, 267, 4);
    await sheet('times', (['day', 'evening', 'night'] as const).flatMap((time) => ['backyard', 'city-street', 'bedroom'].map((setting) => renderBookArt({ setting: setting as BookArt['setting'], time, weather: 'clear', characters: [{ who: 'child-2', pose: 'wave', at: 'center' }], props: [] }))), 400, 267, 3);
  }
  for (const slug of only.length > 0 ? only : ['pat-can-nap']) {
    const book = bookSchema.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'assets/reading/books', `${slug}.json`), 'utf8')));
    await sheet(`book-${slug}`, [book.cover, ...book.parts.flatMap((p) => p.pages.map((pg) => pg.art))].map(renderBookArt), 600, 400, 2);
  }
}

await main();
