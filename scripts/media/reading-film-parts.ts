/**
 * The reading films' drawing kit (scripts/media/reading-films.ts): three backdrops (a meadow, a
 * reading nook, the reading map's land with its winding path) and the reading props (an open book
 * with a turning page, closed books, letter tiles, a trophy), drawn in the project's style (ink
 * outlines, the app palette), added to the intro film's kit (Moxie, stars, sparkles, confetti).
 * Pure: SVG strings only.
 */
import { INK, FONT, svg, star5 } from './intro-film-parts';

const W = 1600;
const H = 900;

/** The map's level spots in design px (the path's stops, level 1 lower left to level 8 upper right). */
export const MAP_SPOTS: { x: number; y: number }[] = [
  { x: 250, y: 700 }, { x: 470, y: 600 }, { x: 700, y: 650 }, { x: 900, y: 540 },
  { x: 1080, y: 420 }, { x: 1300, y: 470 }, { x: 1420, y: 320 }, { x: 1250, y: 190 },
];

const hills = (y: number, color: string, amp: number) => `<path d="M0 ${y} Q200 ${y - amp} 400 ${y} T800 ${y} T1200 ${y} T1600 ${y} V${H} H0Z" fill="${color}"/>`;

export function backdrops(): Record<string, string> {
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff"/><stop offset="1" stop-color="#e8f6ff"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const clouds = [[260, 150, 1], [1000, 110, 0.8], [1350, 230, 0.6]].map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="110" ry="44" fill="#fff"/><ellipse cx="-50" cy="-24" rx="60" ry="44" fill="#fff"/><ellipse cx="50" cy="-30" rx="70" ry="50" fill="#fff"/></g>`).join('');
  const meadow = svg(W, H, sky + clouds + hills(640, '#9be38f', 60) + hills(730, '#5fd068', 40) + `<rect y="820" width="${W}" height="80" fill="#3fb85a"/>` + [[180, 760], [420, 790], [1180, 770], [1450, 800]].map(([x, y]) => `<g transform="translate(${x} ${y})"><circle r="14" fill="#ff8cc6" stroke="${INK}" stroke-width="4"/><circle r="5" fill="#ffc83d"/></g>`).join(''));
  const shelf = (y: number) =>
    `<rect x="60" y="${y}" width="1480" height="24" rx="8" fill="#b5733d" stroke="${INK}" stroke-width="6"/>` +
    Array.from({ length: 26 }, (_, i) => {
      const colors = ['#ff7a59', '#1b8fd6', '#2fbf71', '#ffc83d', '#b79cff', '#ff8cc6'];
      const h = 110 + ((i * 37) % 50);
      return `<rect x="${90 + i * 56}" y="${y - h}" width="44" height="${h}" rx="8" fill="${colors[(i * 5) % 6]}" stroke="${INK}" stroke-width="5"/>`;
    }).join('');
  const nook = svg(W, H, `<rect width="${W}" height="${H}" fill="#ffe9c7"/>${shelf(200)}${shelf(420)}<rect y="640" width="${W}" height="260" fill="#f3c98f"/><ellipse cx="800" cy="820" rx="620" ry="70" fill="#ff9d80" stroke="${INK}" stroke-width="6"/>`);
  const path = MAP_SPOTS.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const trees = [[120, 420], [600, 380], [820, 260], [1540, 620], [380, 850], [1000, 800]].map(([x, y]) => `<g transform="translate(${x} ${y})"><rect x="-10" y="0" width="20" height="50" fill="#a0673a" stroke="${INK}" stroke-width="4"/><circle cy="-20" r="46" fill="#3fb85a" stroke="${INK}" stroke-width="5"/></g>`).join('');
  const land = svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#6cc7ff"/><path d="M60 880 Q20 520 200 360 Q420 120 800 110 Q1240 90 1500 200 Q1600 420 1560 880Z" fill="#9be38f" stroke="${INK}" stroke-width="8"/>${trees}<path d="${path}" fill="none" stroke="#f8e2a6" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/><path d="${path}" fill="none" stroke="#e8c98a" stroke-width="8" stroke-dasharray="18 22" stroke-linecap="round"/>`,
  );
  return { meadow, nook, land };
}

/** An open book (its right page lifted by `lift` 0..1 is the separate `page` art). */
function openBook(): string {
  const lines = (x: number) => [0, 1, 2, 3, 4].map((i) => `<rect x="${x}" y="${70 + i * 34}" width="${i === 4 ? 90 : 150}" height="10" rx="5" fill="#b8c4d8"/>`).join('');
  return svg(440, 300, `<path d="M20 40 Q120 10 220 40 Q320 10 420 40 V270 Q320 240 220 270 Q120 240 20 270Z" fill="#fff" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="M220 40 V270" stroke="${INK}" stroke-width="6"/>${lines(50)}${lines(250)}<path d="M10 280 Q120 250 220 284 Q320 250 430 280" fill="none" stroke="#ff7a59" stroke-width="12" stroke-linecap="round"/>`);
}

function page(): string {
  const lines = [0, 1, 2, 3].map((i) => `<rect x="30" y="${40 + i * 34}" width="140" height="10" rx="5" fill="#b8c4d8"/>`).join('');
  return svg(200, 240, `<path d="M4 10 Q100 -10 196 10 V230 Q100 210 4 230Z" fill="#fffdf3" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>${lines}`);
}

function closedBook(color: string, mark: string): string {
  return svg(200, 260, `<rect x="14" y="10" width="172" height="236" rx="16" fill="#fff" stroke="${INK}" stroke-width="7"/><rect x="6" y="4" width="172" height="236" rx="16" fill="${color}" stroke="${INK}" stroke-width="7"/><rect x="6" y="4" width="26" height="236" rx="10" fill="#000" opacity="0.12"/>${mark}`);
}

function tile(letter: string, color: string): string {
  return svg(140, 150, `<rect x="8" y="14" width="124" height="124" rx="26" fill="${INK}"/><rect x="8" y="6" width="124" height="124" rx="26" fill="${color}" stroke="${INK}" stroke-width="7"/><text x="70" y="98" ${FONT} font-size="86" fill="${INK}" text-anchor="middle">${letter}</text>`);
}

function trophy(): string {
  return svg(240, 280, `<path d="M60 30 H180 V110 Q180 180 120 186 Q60 180 60 110Z" fill="#ffc83d" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="M60 54 Q14 54 20 96 Q28 130 66 134 M180 54 Q226 54 220 96 Q212 130 174 134" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><rect x="104" y="186" width="32" height="40" fill="#ffc83d" stroke="${INK}" stroke-width="7"/><rect x="62" y="226" width="116" height="38" rx="10" fill="#ff7a59" stroke="${INK}" stroke-width="7"/><path d="${star5(120, 100, 34)}" fill="#fff3a0" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`);
}

/** The reading props by key. */
export function readingArts(): Record<string, string> {
  const star = (cx: number, cy: number) => `<path d="${star5(cx, cy, 40)}" fill="#fff3a0" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`;
  const heart = `<path d="M96 170 C60 144 54 124 62 112 C72 98 90 102 96 116 C102 102 120 98 130 112 C138 124 132 144 96 170Z" fill="#fff" stroke="${INK}" stroke-width="5"/>`;
  const leaf = `<circle cx="96" cy="124" r="40" fill="#fff" stroke="${INK}" stroke-width="5"/><circle cx="96" cy="124" r="16" fill="#ffc83d"/>`;
  return {
    'book-open': openBook(),
    'book-page': page(),
    'book-coral': closedBook('#ff7a59', star(96, 120)),
    'book-sea': closedBook('#1b8fd6', heart),
    'book-leaf': closedBook('#2fbf71', leaf),
    'tile-a': tile('A', '#ffc83d'),
    'tile-b': tile('b', '#4fd1ff'),
    'tile-c': tile('c', '#ff8cc6'),
    trophy: trophy(),
  };
}
