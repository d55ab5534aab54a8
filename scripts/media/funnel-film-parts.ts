/**
 * The funnel film's own art (scripts/media/funnel-film.ts), drawn in the intro's style (ink
 * outlines, rounded shapes, intro-film-parts.ts colours): a quiz card with no answer on it, a
 * teacher at a whiteboard, the assembled monster in slices, an envelope and its progress report,
 * a month's calendar, hold and cancel toggles, a clock, and a soft "home" backdrop for the
 * grown-up segments. No words: the only glyphs are digits, math signs and "?" (tested).
 * Pure: every function returns an SVG document string.
 */
import { monsterSvg } from '../../core/art/monster-svg';
import { DEFAULT_MONSTER, type MonsterDescription } from '../../core/monster/monster-parts';
import { DESIGN_H, DESIGN_W } from './film';
import { FONT, INK, star5, svg } from './intro-film-parts';

const dataUrl = (s: string) => `data:image/svg+xml;base64,${Buffer.from(s).toString('base64')}`;

/** The monster the funnel's maker segment assembles (a look of the real monster maker's parts). */
export const FUNNEL_MONSTER: MonsterDescription = { ...DEFAULT_MONSTER, body: 3, color: 9, eyes: 17, headpart: 28 };

/** Slices of a monster, top to bottom (0..n-1): each the whole 400 x 440 picture clipped to a band, so they stack back into one. */
export function monsterSlice(d: MonsterDescription, i: number, n: number): string {
  const band = 440 / n;
  // The bands overlap by a few pixels so no seam shows once assembled.
  const y = Math.max(0, i * band - 3);
  const h = band + 6;
  return svg(400, 440, `<defs><clipPath id="s${i}"><rect x="0" y="${y}" width="400" height="${h}"/></clipPath></defs><image href="${dataUrl(monsterSvg(d))}" x="0" y="0" width="400" height="440" clip-path="url(#s${i})"/>`);
}

/** An apple (the quiz card's counters). */
const apple = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><circle r="30" fill="#ff6b6b" stroke="${INK}" stroke-width="5"/><path d="M0 -28 q4 -16 14 -20" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="12" cy="-34" rx="11" ry="6" fill="#5fd068" stroke="${INK}" stroke-width="3"/><ellipse cx="-10" cy="-10" rx="8" ry="5" fill="#fff" opacity="0.6"/></g>`;

/** A friendly quiz card: apples to count and empty answer bubbles (no answer is shown or chosen). */
export function quizCard(): string {
  const bubbles = [0, 1, 2, 3].map((i) => `<rect x="${40 + i * 125}" y="300" width="105" height="80" rx="30" fill="#e9f4ff" stroke="${INK}" stroke-width="5"/>`).join('');
  return svg(560, 420, `<rect x="8" y="8" width="544" height="404" rx="44" fill="#fff" stroke="${INK}" stroke-width="8"/>${apple(90, 150)}${apple(160, 150)}${apple(125, 210)}<text x="235" y="200" ${FONT} font-size="80" fill="${INK}">+</text>${apple(340, 150)}${apple(340, 215)}<text x="400" y="200" ${FONT} font-size="80" fill="${INK}">=</text><text x="490" y="205" ${FONT} font-size="90" fill="#ff7a59" text-anchor="middle">?</text>${bubbles}`);
}

/** A whiteboard with a number line, hops along it and a small play badge (the short video). */
export function whiteboard(hops: number): string {
  const ticks = Array.from({ length: 6 }, (_, i) => `<path d="M${80 + i * 90} 250 v24" stroke="${INK}" stroke-width="5"/><text x="${80 + i * 90}" y="316" ${FONT} font-size="34" fill="${INK}" text-anchor="middle">${i}</text>`).join('');
  const arcs = Array.from({ length: hops }, (_, i) => `<path d="M${80 + (i + 2) * 90} 244 q45 -70 90 0" fill="none" stroke="#ff7a59" stroke-width="7" stroke-linecap="round"/><path d="M${160 + (i + 2) * 90} 232 l10 12 l4 -16" fill="none" stroke="#ff7a59" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`).join('');
  return svg(
    620,
    400,
    `<rect x="8" y="8" width="604" height="360" rx="24" fill="#fff" stroke="#8a5a2b" stroke-width="16"/><rect x="24" y="24" width="572" height="328" rx="12" fill="#fff" stroke="${INK}" stroke-width="3"/>` +
      `<text x="150" y="130" ${FONT} font-size="70" fill="#2a86c4">2 + 3</text><path d="M50 262 H560" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>${ticks}${arcs}` +
      `<circle cx="530" cy="90" r="40" fill="#ff7a59" stroke="${INK}" stroke-width="5"/><path d="M518 70 V110 L550 90Z" fill="#fff"/><rect x="200" y="368" width="220" height="18" rx="8" fill="#8a5a2b"/>`,
  );
}

/** A teacher (a grown-up, not a monster) with a marker; `point` raises the marker arm to the board. */
export function teacher(point: boolean): string {
  const arm = point ? `<path d="M150 250 Q60 200 30 120" fill="none" stroke="#f2b98a" stroke-width="26" stroke-linecap="round"/><rect x="14" y="84" width="22" height="44" rx="6" fill="#2a86c4" stroke="${INK}" stroke-width="4" transform="rotate(-20 25 106)"/>` : `<path d="M150 250 Q110 320 120 380" fill="none" stroke="#f2b98a" stroke-width="26" stroke-linecap="round"/>`;
  return svg(
    300,
    560,
    `<path d="M110 540 V430 M190 540 V430" stroke="#34406b" stroke-width="34" stroke-linecap="round"/>` +
      `<path d="M80 260 Q150 220 220 260 L240 450 H60 Z" fill="#5fb8a8" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><path d="M150 240 V450" stroke="${INK}" stroke-width="4" opacity="0.5"/>` +
      `<path d="M220 260 Q250 330 230 390" fill="none" stroke="#f2b98a" stroke-width="26" stroke-linecap="round"/>${arm}` +
      `<rect x="132" y="196" width="36" height="40" fill="#f2b98a"/><circle cx="150" cy="150" r="66" fill="#f2b98a" stroke="${INK}" stroke-width="7"/>` +
      `<path d="M84 150 Q80 70 150 72 Q226 70 216 160 Q200 110 150 108 Q104 110 84 150Z" fill="#6b3e26" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>` +
      `<circle cx="126" cy="156" r="17" fill="#fff" stroke="${INK}" stroke-width="5"/><circle cx="176" cy="156" r="17" fill="#fff" stroke="${INK}" stroke-width="5"/><path d="M143 156 h16" stroke="${INK}" stroke-width="5"/>` +
      `<circle cx="126" cy="158" r="6" fill="${INK}"/><circle cx="176" cy="158" r="6" fill="${INK}"/><path d="M128 190 Q150 208 172 190" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  );
}

/** An envelope, closed or with its flap open (the report then sticks out of it, drawn separately). */
export function envelope(open: boolean): string {
  const flap = open ? `<path d="M14 90 L170 -20 L326 90" fill="#ffe8a3" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` : '';
  const front = `<path d="M14 90 H326 V300 H14 Z" fill="#fff3c4" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="M14 300 L170 180 L326 300" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
  const closed = open ? '' : `<path d="M14 90 L170 210 L326 90" fill="#ffe8a3" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="${heartPath(170, 196, 1)}" fill="#ff7aa2" stroke="${INK}" stroke-width="4"/>`;
  return svg(340, 310, `<g transform="translate(0 0)">${flap}${front}${closed}</g>`, '0 -30 340 340');
}

const heartPath = (x: number, y: number, s: number) => `M${x} ${y + 22 * s} C${x - 30 * s} ${y} ${x - 26 * s} ${y - 24 * s} ${x} ${y - 12 * s} C${x + 26 * s} ${y - 24 * s} ${x + 30 * s} ${y} ${x} ${y + 22 * s}Z`;

/** A progress report sheet: a bar chart that grew, ticks and a star (no words: lines stand for text). */
export function report(): string {
  const bars = [70, 110, 150, 200].map((h, i) => `<rect x="${50 + i * 56}" y="${300 - h}" width="40" height="${h}" rx="8" fill="${['#4fd1ff', '#5fd068', '#ffc83d', '#ff7a59'][i]}" stroke="${INK}" stroke-width="5"/>`).join('');
  const lines = [0, 1, 2].map((i) => `<rect x="60" y="${340 + i * 30}" width="${200 - i * 40}" height="12" rx="6" fill="#cfd8e6"/><path d="M${280 - i * 20} ${346 + i * 30} l8 8 l14 -16" fill="none" stroke="#3aa64a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`).join('');
  return svg(320, 440, `<rect x="8" y="8" width="304" height="424" rx="24" fill="#fff" stroke="${INK}" stroke-width="7"/><rect x="40" y="36" width="160" height="18" rx="9" fill="#b79cff"/><path d="${star5(262, 60, 30)}" fill="#ffc83d" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><path d="M40 300 H290" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>${bars}${lines}`);
}

/**
 * A month's calendar page (5 weeks of 7 days, no numbers): `free` days tinted green (the free
 * month), and with `remind` the day three before the last one ringed in orange.
 */
export function calendar(free: number, remind: boolean): string {
  const cells = Array.from({ length: 35 }, (_, i) => {
    const x = 40 + (i % 7) * 74;
    const y = 150 + Math.floor(i / 7) * 66;
    const day = i - 5; // the month starts on the week's sixth day, so the reminder's day sits in the middle column
    if (day < 0 || day >= 30) return '';
    const fill = day < free ? '#bff0c4' : '#f1f5fb';
    const ring = remind && day === 26 ? `<rect x="${x - 6}" y="${y - 6}" width="74" height="66" rx="16" fill="none" stroke="#ff7a59" stroke-width="8"/>` : '';
    const last = remind && day > 26 ? `<circle cx="${x + 31}" cy="${y + 27}" r="9" fill="#ff7a59" opacity="0.55"/>` : '';
    return `<rect x="${x}" y="${y}" width="62" height="54" rx="12" fill="${fill}" stroke="${INK}" stroke-width="3"/>${last}${ring}`;
  }).join('');
  const rings = [150, 440].map((x) => `<rect x="${x - 10}" y="6" width="20" height="56" rx="10" fill="#b8c4d8" stroke="${INK}" stroke-width="5"/>`).join('');
  return svg(600, 500, `<rect x="10" y="30" width="580" height="460" rx="36" fill="#fff" stroke="${INK}" stroke-width="8"/><path d="M10 66 Q10 30 46 30 H554 Q590 30 590 66 V120 H10Z" fill="#5fd068" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>${rings}${cells}`);
}

/** A thought bubble (Moxie's picture of what she says): a cloud with its tail down towards her. */
export function thought(): string {
  const bumps = [[110, 110, 90], [220, 80, 100], [330, 110, 90], [90, 230, 80], [350, 230, 80], [160, 300, 80], [280, 300, 80], [220, 200, 150]];
  const cloud = (fill: string, stroke: number) => bumps.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${INK}" stroke-width="${stroke}"/>`).join('');
  return svg(440, 440, `${cloud('#fff', 12)}${cloud('#fff', 0)}<circle cx="200" cy="400" r="18" fill="#fff" stroke="${INK}" stroke-width="6"/><circle cx="180" cy="428" r="9" fill="#fff" stroke="${INK}" stroke-width="5"/>`, '0 -20 440 460');
}

/** A gift box (the free month's picture). */
export function gift(): string {
  return svg(220, 220, `<rect x="20" y="90" width="180" height="120" rx="14" fill="#ff8cc6" stroke="${INK}" stroke-width="7"/><rect x="10" y="60" width="200" height="44" rx="12" fill="#ffb3d9" stroke="${INK}" stroke-width="7"/><rect x="96" y="60" width="28" height="150" fill="#ffc83d" stroke="${INK}" stroke-width="5"/><path d="M110 60 C70 10 40 40 60 58 M110 60 C150 10 180 40 160 58" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`);
}

/** A switch with an icon on its knob: 'pause' (two bars) or 'stop' (a cross); `on` slides the knob right and colours the track. */
export function toggle(icon: 'pause' | 'stop', on: number): string {
  const track = on > 0.5 ? (icon === 'pause' ? '#ffc83d' : '#ff7a59') : '#cfd8e6';
  const kx = 90 + on * 140;
  const glyph = icon === 'pause' ? `<rect x="${kx - 20}" y="58" width="14" height="44" rx="5" fill="${INK}"/><rect x="${kx + 6}" y="58" width="14" height="44" rx="5" fill="${INK}"/>` : `<path d="M${kx - 18} 62 L${kx + 18} 98 M${kx + 18} 62 L${kx - 18} 98" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`;
  return svg(320, 160, `<rect x="10" y="10" width="300" height="140" rx="70" fill="${track}" stroke="${INK}" stroke-width="8"/><circle cx="${kx}" cy="80" r="56" fill="#fff" stroke="${INK}" stroke-width="7"/>${glyph}`);
}

/** A round wall clock with its hands at `minutes` past the hour. */
export function clock(minutes: number): string {
  const a = (minutes / 60) * 360;
  return svg(200, 200, `<circle cx="100" cy="100" r="88" fill="#fff" stroke="${INK}" stroke-width="9"/>${Array.from({ length: 12 }, (_, i) => `<rect x="96" y="20" width="8" height="18" rx="4" fill="${INK}" transform="rotate(${i * 30} 100 100)"/>`).join('')}<path d="M100 100 V52" stroke="${INK}" stroke-width="9" stroke-linecap="round" transform="rotate(${a} 100 100)"/><path d="M100 100 H140" stroke="#ff7a59" stroke-width="9" stroke-linecap="round" transform="rotate(${a / 12 - 30} 100 100)"/><circle cx="100" cy="100" r="9" fill="${INK}"/>`);
}

/** A child (a small grown-up-style figure) waving, for the "get a grown-up" and teaching segments. */
export function child(shirt: string, hair: string): string {
  return svg(
    200,
    360,
    `<path d="M80 350 V280 M120 350 V280" stroke="#34406b" stroke-width="26" stroke-linecap="round"/><path d="M50 170 Q100 140 150 170 L160 290 H40Z" fill="${shirt}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M150 175 Q190 130 180 80" fill="none" stroke="#f2b98a" stroke-width="20" stroke-linecap="round"/><path d="M50 175 Q30 220 40 260" fill="none" stroke="#f2b98a" stroke-width="20" stroke-linecap="round"/>` +
      `<circle cx="100" cy="100" r="52" fill="#f2b98a" stroke="${INK}" stroke-width="6"/><path d="M50 100 Q48 40 100 44 Q154 40 150 104 Q136 70 100 70 Q64 70 50 100Z" fill="${hair}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
      `<circle cx="82" cy="106" r="7" fill="${INK}"/><circle cx="118" cy="106" r="7" fill="${INK}"/><path d="M82 128 Q100 144 118 128" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  );
}

/** The grown-up segments' backdrop: a calm sky-blue room with soft hills through the window light. */
export function homeBackdrop(): string {
  const W = DESIGN_W;
  const H = DESIGN_H;
  return svg(
    W,
    H,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe9ff"/><stop offset="1" stop-color="#e8f7ff"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="260" cy="170" r="120" fill="#fff" opacity="0.35"/><circle cx="1360" cy="240" r="160" fill="#fff" opacity="0.3"/>` +
      `<path d="M0 640 Q300 560 620 620 T1240 600 T1600 610 V${H} H0Z" fill="#9fe08f"/><path d="M0 720 Q400 660 800 710 T1600 700 V${H} H0Z" fill="#7fcf6f"/>` +
      `<path d="M0 800 Q400 770 800 800 T1600 795 V${H} H0Z" fill="#f8e2a6"/>` +
      // A tree and a house on the wide screens' sides (a phone's crop shows only the middle).
      `<rect x="262" y="470" width="36" height="200" rx="12" fill="#a0693f" stroke="${INK}" stroke-width="6"/><circle cx="230" cy="440" r="80" fill="#5fd068" stroke="${INK}" stroke-width="6"/><circle cx="330" cy="430" r="70" fill="#5fd068" stroke="${INK}" stroke-width="6"/><circle cx="280" cy="370" r="80" fill="#6fdc78" stroke="${INK}" stroke-width="6"/>` +
      `<path d="M1230 470 L1360 370 L1490 470Z" fill="#ff7a59" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><rect x="1250" y="470" width="220" height="170" fill="#fff3c4" stroke="${INK}" stroke-width="7"/><rect x="1340" y="550" width="46" height="90" rx="10" fill="#b79cff" stroke="${INK}" stroke-width="5"/><rect x="1270" y="500" width="50" height="44" rx="8" fill="#bff3ff" stroke="${INK}" stroke-width="5"/><rect x="1400" y="500" width="50" height="44" rx="8" fill="#bff3ff" stroke="${INK}" stroke-width="5"/>`,
  );
}

/** Every funnel-only SVG by key (the intro's kit, intro-film-parts.ts `arts`, supplies the rest). */
export function funnelArts(): Record<string, string> {
  const a: Record<string, string> = {
    quiz: quizCard(),
    thought: thought(),
    'funnel-monster-hat': monsterSvg({ ...FUNNEL_MONSTER, outfits: ['party-hat'] }),
    teacher: teacher(false),
    'teacher-point': teacher(true),
    'envelope-closed': envelope(false),
    'envelope-open': envelope(true),
    report: report(),
    gift: gift(),
    'kid-a': child('#ff7a59', '#6b3e26'),
    'kid-b': child('#4fd1ff', '#2b2b2b'),
    'kid-c': child('#b79cff', '#e0a84a'),
    'funnel-monster': monsterSvg(FUNNEL_MONSTER),
    'funnel-monster-cheer': monsterSvg(FUNNEL_MONSTER, { pose: 'cheer' }),
  };
  for (let h = 0; h <= 3; h++) a[`board-${h}`] = whiteboard(h);
  for (let i = 0; i < 3; i++) a[`slice-${i}`] = monsterSlice(FUNNEL_MONSTER, i, 3);
  for (const f of [0, 10, 20, 30]) a[`calendar-${f}`] = calendar(f, false);
  a['calendar-remind'] = calendar(30, true);
  for (let s = 0; s <= 4; s++) {
    a[`toggle-pause-${s}`] = toggle('pause', s / 4);
    a[`toggle-stop-${s}`] = toggle('stop', s / 4);
  }
  for (let m = 0; m < 60; m += 5) a[`clock-${m}`] = clock(m);
  return a;
}
