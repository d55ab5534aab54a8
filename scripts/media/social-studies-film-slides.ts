/**
 * The social studies films' still slides (social-studies-films.ts), drawn with the shared
 * slide-film-canvas.ts. A line's slide: the map's scene behind (the art helper's background.svg
 * when drawn, else the backdrop below: warm sand, pyramids and the Nile's blues for Egypt; white
 * hills, a temple, olive trees and a blue sea for Greece), the topic's name on a pill, and a big
 * card with the lesson's title and the line's picture (what the scene shows) beside the speaker
 * (Moxie, the map's guide or a child; the narrator's card takes the whole width). The quiz slide:
 * "Quiz time!" with Moxie and the guide, held while the player asks the questions.
 */
import { INK } from './intro-film-parts';
import { GRAPE, SlideCanvas, SUN, card, pill, type Placed } from './slide-film-canvas';
import { castArt, type CastMember } from './slide-film-cast';
import { mapBackground, SS_GUIDES, type SsSlide } from './social-studies-film-plan';

type MapKey = SsSlide['map'];

/** Each map's colours: the topic pill and the card's title. */
const PALETTE: Record<MapKey, { accent: string; title: string }> = {
  egypt: { accent: '#2f6fc4', title: '#b5651d' },
  greece: { accent: '#2f7fd1', title: '#5f7a2a' },
};

const wave = (x0: number, x1: number, y: number, stroke: string) => {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += 60) d += ` q15 -12 30 0 t30 0`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="6" stroke-linecap="round"/>`;
};
const palm = (x: number, y: number, h: number) =>
  `<path d="M${x} ${y} Q${x + 8} ${y - h * 0.6} ${x + 14} ${y - h}" fill="none" stroke="#9a6b3f" stroke-width="${h * 0.08}" stroke-linecap="round"/>` +
  [-150, -110, -60, -20, 20].map((a) => `<ellipse cx="${x + 14}" cy="${y - h}" rx="${h * 0.32}" ry="${h * 0.08}" fill="#5fb84a" stroke="${INK}" stroke-width="4" transform="rotate(${a} ${x + 14} ${y - h}) translate(${h * 0.28} 0)"/>`).join('');
const olive = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y} q-6 -${50 * s} 6 -${90 * s}" fill="none" stroke="#8a6a4a" stroke-width="${16 * s}" stroke-linecap="round"/>` +
  [[-50, -110, 62], [30, -120, 58], [-8, -150, 60], [55, -85, 44], [-70, -80, 40]].map(([dx, dy, r]) => `<circle cx="${x + dx! * s}" cy="${y + dy! * s}" r="${r! * s}" fill="#9aab6e" stroke="${INK}" stroke-width="4"/>`).join('');
const column = (x: number, top: number, bottom: number, w: number) => `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" fill="#fbf8f1" stroke="${INK}" stroke-width="4"/><path d="M${x - w / 6} ${top + 6} V${bottom - 6} M${x + w / 6} ${top + 6} V${bottom - 6}" stroke="#ddd3bf" stroke-width="3"/>`;

/** The map's own scene (1600 x 900), drawn when the art helper's background is not there. */
export function mapScene(map: MapKey): string {
  let body: string;
  if (map === 'egypt') {
    body =
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd89a"/><stop offset="1" stop-color="#fff4dc"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/>` +
      `<circle cx="1330" cy="150" r="80" fill="#ffe066" stroke="#ffc83d" stroke-width="10"/>` +
      `<path d="M0 560 Q300 470 620 540 T1200 520 T1600 540 V900 H0Z" fill="#f0c877"/>` +
      `<path d="M820 560 L1000 330 L1180 560Z" fill="#e8c283" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><path d="M1000 330 L1180 560 H1060Z" fill="#cf9e55"/>` +
      `<path d="M1130 560 L1250 410 L1370 560Z" fill="#e8c283" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><path d="M1250 410 L1370 560 H1290Z" fill="#cf9e55"/>` +
      `<path d="M0 600 Q400 560 800 600 T1600 590 V900 H0Z" fill="#f3d28a"/>` +
      `<path d="M0 650 Q400 620 800 660 T1600 640 V700 Q1200 720 800 710 T0 700Z" fill="#7cc45a"/>` +
      `<path d="M0 700 Q400 680 800 710 T1600 690 V820 Q1200 840 800 830 T0 810Z" fill="#3b8fd4"/>` +
      wave(40, 1560, 740, '#8fd0f5') + wave(10, 1560, 790, '#6cc0ee') +
      `<path d="M0 810 Q400 830 800 830 T1600 820 V900 H0Z" fill="#7cc45a"/>` +
      palm(90, 660, 260) + palm(1500, 650, 230) + palm(1420, 660, 170);
  } else {
    body =
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6ff"/><stop offset="1" stop-color="#f4fbff"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/>` +
      `<circle cx="260" cy="140" r="70" fill="#fff3a0" stroke="#ffd84d" stroke-width="10"/>` +
      `<path d="M0 520 H1600 V900 H0Z" fill="#2f7fd1"/>` + wave(20, 1580, 580, '#7fc0f0') + wave(60, 1580, 650, '#5fa8e8') +
      `<path d="M1000 640 Q1150 430 1380 420 Q1520 415 1600 450 V900 H900Z" fill="#f6f1e6" stroke="${INK}" stroke-width="5"/><path d="M1380 420 Q1520 415 1600 450 V640 Q1480 520 1380 500Z" fill="#e3d9c4"/>` +
      `<path d="M1240 330 L1420 272 L1600 330Z" fill="#fbf8f1" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><rect x="1235" y="330" width="370" height="22" fill="#fbf8f1" stroke="${INK}" stroke-width="5"/>` +
      [1262, 1322, 1382, 1442, 1502, 1562].map((x) => column(x, 352, 440, 30)).join('') +
      `<rect x="1225" y="440" width="380" height="20" fill="#fbf8f1" stroke="${INK}" stroke-width="5"/>` +
      `<path d="M0 700 Q300 640 620 720 V900 H0Z" fill="#c9d59b" stroke="${INK}" stroke-width="5"/>` +
      olive(110, 700, 1.2) + olive(380, 720, 0.8) + olive(1120, 640, 0.7);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${body}</svg>`;
}

const castOf = (map: MapKey, speaker: string): CastMember | null =>
  speaker === 'narrator' ? null : speaker === 'guide' ? SS_GUIDES[map].cast : speaker === 'moxie' ? 'moxie' : 'child';
const nameOf = (map: MapKey, speaker: string) => (speaker === 'guide' ? SS_GUIDES[map].name : speaker === 'moxie' ? 'Moxie' : 'Friend');

/** Draws social studies slides. */
export class SsSlideKit extends SlideCanvas {
  private scene(map: MapKey, veil: number): Promise<Buffer> {
    const drawn = mapBackground(this.root, map);
    return this.backdrop(`ss-${map}`, drawn ?? mapScene(map), { cover: true, blur: 1.2, veil });
  }

  /** Someone standing with their feet at (x, feet), `h` design px tall. */
  private figure(who: CastMember, x: number, feet: number, h: number, pose: 'stand' | 'wave' = 'stand'): Promise<Placed> {
    return this.sprite(castArt(who, pose), x, feet - h / 2, h);
  }

  /** One slide as a 640 x 360 PNG. */
  async draw(s: SsSlide): Promise<Buffer> {
    const p = PALETTE[s.map];
    let shapes = pill(800, 62, s.topic, p.accent, '#ffffff', 42);
    const over: Placed[] = [];
    if (s.kind === 'line') {
      const who = castOf(s.map, s.speaker);
      const x0 = who ? 480 : 120;
      const w = who ? 1050 : 1360;
      shapes += card(x0, 125, w, 580);
      over.push(await this.textIn(s.title, x0 + 50, 150, w - 100, 90, 50, { color: p.title }));
      shapes += `<path d="M${x0 + 80} 250 H${x0 + w - 80}" stroke="${SUN}" stroke-width="8" stroke-linecap="round"/>`;
      over.push(await this.textIn(s.picture, x0 + 50, 275, w - 100, 400, 66));
      if (who) {
        const h = who === 'moxie' ? 400 : 520;
        over.push(await this.figure(who, 250, 850, h));
        shapes += pill(250, 850 - h - (who === 'moxie' ? 40 : 0), nameOf(s.map, s.speaker), '#ffffff', INK, 40);
      }
    } else {
      shapes += card(400, 150, 800, 420);
      shapes += `<text x="800" y="360" font-family="Fredoka Light" font-weight="600" font-size="140" fill="${GRAPE}" text-anchor="middle">Quiz time!</text>`;
      over.push(await this.textIn(s.title, 450, 420, 700, 110, 52, { color: p.title }));
      for (const [x, y, h] of [[300, 260, 130], [1320, 220, 110], [1280, 470, 90]] as const) over.push(await this.sprite('qmark', x, y, h));
      over.push(await this.figure(SS_GUIDES[s.map].cast, 230, 860, 500, 'wave'));
      over.push(await this.moxie(1400, 860, 380, true));
    }
    return this.compose(await this.scene(s.map, s.kind === 'quiz' ? 0.3 : 0), shapes, over);
  }
}
