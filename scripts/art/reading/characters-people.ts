/**
 * The people of the reading books (four children, two grown-ups, a grandparent, a baby, a teacher,
 * an astronaut) on one body rig: a big round head, a rounded body, tube arms and legs placed by the
 * pose, hair in eight styles. Skin tones and hair differ so every child can find themself.
 */
import { C, cheeks, E, eyes, fmt, g, INK, L, limb, mouth, P, R, WHITE } from './kit';
import type { Arms, PoseSpec } from './pose';
import { type CharacterDraw, type Figure, polar, rot } from './figure';

type Hair = 'short' | 'spiky' | 'puffs' | 'long' | 'ponytail' | 'bun' | 'curly' | 'curl' | 'none';

/** A person's look. */
export interface Person {
  skin: string;
  hair: string;
  style: Hair;
  shirt: string;
  /** Trousers colour, or a skirt/dress colour when `skirt` is set. */
  legs: string;
  skirt?: boolean;
  shoes: string;
  size: 'child' | 'adult' | 'baby';
  glasses?: boolean;
  beard?: boolean;
  /** A cardigan or jacket colour over the shirt. */
  jacket?: string;
  helmet?: boolean;
  robot?: boolean;
  /** Monkey: big ears, a light face patch and a curly tail. */
  monkey?: boolean;
}

const SIZES = {
  child: { head: 56, leg: 78, torso: 92, sw: 34, arm: 78, limb: 20 },
  adult: { head: 50, leg: 132, torso: 124, sw: 40, arm: 104, limb: 22 },
  baby: { head: 50, leg: 34, torso: 62, sw: 28, arm: 52, limb: 18 },
} as const;

/** Arm angles (0 down, 90 out to the side, 180 up) for the left and right arm of each arm state. */
const ARM_ANGLES: Record<Arms, readonly [number, number]> = {
  down: [18, 18], walk: [30, 8], run: [40, 125], up: [138, 138], wave: [18, 155], point: [18, 92],
  hold: [0, 0], dig: [0, 0], think: [18, 0], swim: [100, 100],
};

function hairBack(p: Person, hy: number, r: number): string {
  switch (p.style) {
    case 'long':
      return P(`M${fmt(-r - 6)} ${fmt(hy)}q0 ${fmt(-r - 12)} ${fmt(r + 6)} ${fmt(-r - 12)}t${fmt(r + 6)} ${fmt(r + 12)}v${fmt(r * 1.5)}h${fmt(-r * 2 - 12)}Z`, p.hair);
    case 'puffs':
      return C(-r - 4, hy - r * 0.5, r * 0.52, p.hair) + C(r + 4, hy - r * 0.5, r * 0.52, p.hair);
    case 'ponytail':
      return P(`M${fmt(-r * 0.6)} ${fmt(hy - r * 0.6)}q${fmt(-r * 1.1)} ${fmt(-r * 0.2)} ${fmt(-r * 0.9)} ${fmt(r * 1.1)}q${fmt(r * 0.3)} ${fmt(-r * 0.5)} ${fmt(r * 0.6)} ${fmt(-r * 0.7)}Z`, p.hair);
    case 'bun':
      return C(0, hy - r * 1.05, r * 0.42, p.hair);
    case 'curly':
      return [-1, -0.5, 0, 0.5, 1].map((t) => C(t * r * 0.95, hy - r * 0.55 - Math.cos(t) * r * 0.35, r * 0.45, p.hair)).join('') + C(-r * 1.02, hy + r * 0.1, r * 0.4, p.hair) + C(r * 1.02, hy + r * 0.1, r * 0.4, p.hair);
    default:
      return '';
  }
}

function hairFront(p: Person, hy: number, r: number): string {
  const cap = (): string => `M${fmt(-r - 2)} ${fmt(hy + 4)}C${fmt(-r - 2)} ${fmt(hy - r * 1.45)} ${fmt(r + 2)} ${fmt(hy - r * 1.45)} ${fmt(r + 2)} ${fmt(hy + 4)}`;
  switch (p.style) {
    case 'none':
      return '';
    case 'curl':
      return L(`M${fmt(-4)} ${fmt(hy - r)}q${fmt(-10)} -22 8 -22q10 4 0 12`, INK, 4);
    case 'spiky':
      return P(`${cap()}l-10-10l-8 10l-14-24l-10 14l-16-26l-12 20l-16-20l-8 24l-18-8Z`.replace(/Z$/, `L${fmt(-r - 2)} ${fmt(hy + 4)}Z`), p.hair);
    case 'curly':
      return [-0.7, -0.25, 0.25, 0.7].map((t) => C(t * r, hy - r * 0.8, r * 0.32, p.hair)).join('');
    default: {
      // A cap over the top with a side fringe.
      const fr = `M${fmt(-r - 2)} ${fmt(hy + 6)}C${fmt(-r - 4)} ${fmt(hy - r * 1.5)} ${fmt(r + 4)} ${fmt(hy - r * 1.5)} ${fmt(r + 2)} ${fmt(hy + 6)}Q${fmt(r * 0.6)} ${fmt(hy - r * 0.6)} ${fmt(-r * 0.1)} ${fmt(hy - r * 0.55)}Q${fmt(-r * 0.7)} ${fmt(hy - r * 0.5)} ${fmt(-r - 2)} ${fmt(hy + 6)}Z`;
      return P(fr, p.hair);
    }
  }
}

/** Draws a person in a pose (feet at 0, 0, facing right). */
export function drawPerson(p: Person, spec: PoseSpec): Figure {
  const s = SIZES[p.size];
  const sit = spec.legs === 'sit';
  const drop = sit ? s.leg - 8 : 0;
  const hipY = -s.leg + drop;
  const shY = hipY - s.torso + 14;
  const hy = hipY - s.torso - s.head + 12;
  const lw = s.limb;
  let legs = '';
  const hipL: [number, number] = [-s.sw * 0.45, hipY];
  const hipR: [number, number] = [s.sw * 0.45, hipY];
  let feet: [number, number][] = [];
  switch (spec.legs) {
    case 'walk': feet = [[-s.sw * 0.9, 0], [s.sw * 0.9, -10]]; break;
    case 'run': feet = [[-s.sw * 1.5, -s.leg * 0.35], [s.sw * 1.2, 0]]; break;
    case 'tuck': feet = [[-s.sw * 0.9, -s.leg * 0.4], [s.sw * 0.9, -s.leg * 0.4]]; break;
    case 'sit': feet = [[s.sw * 1.4 + s.leg * 0.5, 0], [s.sw * 1.9 + s.leg * 0.5, -2]]; break;
    default: feet = [[-s.sw * 0.55, 0], [s.sw * 0.55, 0]];
  }
  [hipL, hipR].forEach((h, i) => {
    const f = feet[i] as [number, number];
    const knee = sit ? `Q${fmt(h[0] + s.leg * 0.4)} ${fmt(h[1] - 6)} ` : spec.legs === 'tuck' || spec.legs === 'run' ? `Q${fmt((h[0] + f[0]) / 2 + (i === 0 ? -18 : 18))} ${fmt((h[1] + f[1]) / 2 + 6)} ` : 'L';
    legs += limb(`M${fmt(h[0])} ${fmt(h[1])}${knee}${fmt(f[0])} ${fmt(f[1] - 8)}`, p.skirt === true ? p.skin : p.legs, lw);
    legs += E(f[0] + 6, f[1] - 7, lw * 0.85, lw * 0.5, p.shoes);
  });
  // Arms: hands from the pose.
  const [aL, aR] = ARM_ANGLES[spec.arms];
  const shL: [number, number] = [-s.sw + 6, shY + 8];
  const shR: [number, number] = [s.sw - 6, shY + 8];
  let handL = polar(shL[0], shL[1], s.arm, -aL);
  let handR = polar(shR[0], shR[1], s.arm, aR);
  let hand: [number, number] | null = null;
  if (spec.arms === 'hold') {
    handL = [-s.sw * 0.35, shY + s.torso * 0.45];
    handR = [s.sw * 0.55, shY + s.torso * 0.45];
    hand = [s.sw * 0.1, shY + s.torso * 0.62];
  } else if (spec.arms === 'dig') {
    handL = [s.sw * 0.6, shY + s.arm * 0.7];
    handR = [s.sw * 1.6, shY + s.arm * 0.9];
  } else if (spec.arms === 'think') {
    handR = [s.head * 0.45, hy + s.head * 0.95];
  }
  if (hand === null) hand = spec.arms === 'wave' || spec.arms === 'up' ? [handR[0], handR[1] - 8] : [handR[0] + 4, handR[1] + 10];
  const sleeve = p.jacket ?? p.shirt;
  const arm = (sh: [number, number], hd: [number, number], side: number): string => {
    const mid: [number, number] = [(sh[0] + hd[0]) / 2 + side * 10, (sh[1] + hd[1]) / 2 + 4];
    return limb(`M${fmt(sh[0])} ${fmt(sh[1])}Q${fmt(mid[0])} ${fmt(mid[1])} ${fmt(hd[0])} ${fmt(hd[1])}`, sleeve, lw) + C(hd[0], hd[1], lw * 0.62, p.skin);
  };
  // Body: a rounded top, a skirt or trousers top.
  const bw = s.sw;
  const torso = P(`M${fmt(-bw)} ${fmt(hipY + 6)}L${fmt(-bw + 2)} ${fmt(shY + 10)}Q${fmt(-bw + 2)} ${fmt(shY - 6)} ${fmt(-bw + 18)} ${fmt(shY - 6)}H${fmt(bw - 18)}Q${fmt(bw - 2)} ${fmt(shY - 6)} ${fmt(bw - 2)} ${fmt(shY + 10)}L${fmt(bw)} ${fmt(hipY + 6)}Z`, p.shirt);
  const jacket = p.jacket === undefined ? '' : P(`M${fmt(-bw)} ${fmt(hipY + 6)}L${fmt(-bw + 2)} ${fmt(shY + 10)}Q${fmt(-bw + 2)} ${fmt(shY - 6)} ${fmt(-bw + 18)} ${fmt(shY - 6)}H-8L-4 ${fmt(hipY + 6)}Z`, p.jacket) + P(`M${fmt(bw)} ${fmt(hipY + 6)}L${fmt(bw - 2)} ${fmt(shY + 10)}Q${fmt(bw - 2)} ${fmt(shY - 6)} ${fmt(bw - 18)} ${fmt(shY - 6)}H8L4 ${fmt(hipY + 6)}Z`, p.jacket);
  const lower = p.skirt === true
    ? P(`M${fmt(-bw + 2)} ${fmt(hipY - 14)}H${fmt(bw - 2)}L${fmt(bw + 16)} ${fmt(hipY + 30)}Q0 ${fmt(hipY + 40)} ${fmt(-bw - 16)} ${fmt(hipY + 30)}Z`, p.legs)
    : R(-bw, hipY - 12, bw * 2, 26, p.legs, 10);
  const r = s.head;
  const fx = r * 0.16;
  const helmet = p.helmet === true;
  const face = p.robot === true ? robotHead(spec.expr, hy) :
    (helmet ? '' : hairBack(p, hy, r)) +
    (helmet ? C(0, hy, r * 1.32, '#e9eef7') : '') +
    (p.monkey === true ? C(-r * 0.95, hy, r * 0.34, p.skin) + C(r * 0.95, hy, r * 0.34, p.skin) + C(0, hy, r, p.hair) + E(fx, hy + r * 0.15, r * 0.72, r * 0.7, p.skin) : C(0, hy, r, p.skin)) +
    (p.beard === true ? P(`M${fmt(-r * 0.85)} ${fmt(hy + 4)}Q${fmt(-r * 0.6)} ${fmt(hy + r * 1.25)} ${fmt(fx)} ${fmt(hy + r * 1.15)}Q${fmt(r * 0.75)} ${fmt(hy + r * 1.2)} ${fmt(r * 0.88)} ${fmt(hy + 4)}Q${fmt(fx)} ${fmt(hy + r * 0.5)} ${fmt(-r * 0.85)} ${fmt(hy + 4)}Z`, p.hair) : '') +
    (p.monkey === true ? '' : C(-r * 0.98, hy + 6, r * 0.2, p.skin)) +
    cheeks(fx, hy + r * 0.35, r * 0.95, r * 0.16) +
    eyes(spec.expr, fx, hy + r * 0.02, r * 0.62, r * 0.13) +
    mouth(spec.expr, fx, hy + r * 0.45, r * 0.4) +
    (p.glasses === true ? L(`M${fmt(fx - r * 0.5)} ${fmt(hy)}a${fmt(r * 0.22)} ${fmt(r * 0.22)} 0 1 0 ${fmt(r * 0.44)} 0a${fmt(r * 0.22)} ${fmt(r * 0.22)} 0 1 0 ${fmt(-r * 0.44)} 0M${fmt(fx - r * 0.06)} ${fmt(hy)}h${fmt(r * 0.12)}m0 0a${fmt(r * 0.22)} ${fmt(r * 0.22)} 0 1 0 ${fmt(r * 0.44)} 0a${fmt(r * 0.22)} ${fmt(r * 0.22)} 0 1 0 ${fmt(-r * 0.44)} 0`, INK, 3.5) : '') +
    (helmet ? L(`M${fmt(-r * 0.95)} ${fmt(hy - r * 0.55)}q${fmt(r * 0.3)} ${fmt(-r * 0.55)} ${fmt(r * 0.8)} ${fmt(-r * 0.6)}`, WHITE, 8) : p.monkey === true ? '' : hairFront(p, hy, r));
  const pack = helmet ? R(-bw - 16, shY, 24, s.torso * 0.7, '#c9d3e6', 8) : '';
  const armsBack = spec.arms === 'hold' ? '' : arm(shL, handL, -1);
  const armsFront = spec.arms === 'hold' ? arm(shL, handL, -1) + arm(shR, handR, 1) : arm(shR, handR, 1);
  const tail = p.monkey === true ? limb(`M${fmt(-bw + 10)} ${fmt(hipY)}q-70 10-60-60q6-30 30-20`, p.hair, 12) : '';
  const bodyMarkup = tail + pack + legs + armsBack + torso + jacket + lower + (helmet ? R(-bw * 0.5, shY + 18, bw, 26, '#7fb2ff', 6) + C(bw * 0.2, shY + 31, 5, '#ff6b6b', true) : '') + face + armsFront;
  const top = -hy + r * (helmet ? 1.35 : 1.25);
  const ext = { top, half: s.sw + 20, face: [fx, hy] as const };
  if (spec.legs === 'lie') {
    // Lying on the back along the ground: the head to the left.
    const t = `translate(${fmt(top / 2 - 10)} ${fmt(-s.sw - 12)}) rotate(-90)`;
    const f = rot([fx, hy], -90);
    return { body: g({ transform: t }, bodyMarkup), ext: { top: s.sw * 2 + 20, half: top / 2, face: [f[0] + top / 2 - 10, f[1] - s.sw - 12] }, hand: null, handScale: 0.5 };
  }
  return { body: bodyMarkup, ext, hand, handScale: p.size === 'adult' ? 0.62 : 0.5 };
}

const PEOPLE: Record<string, Person> = {
  'child-1': { skin: '#8d5a3b', hair: '#2a1d1a', style: 'puffs', shirt: '#ffc94a', legs: '#5a8dee', shoes: '#ff6b6b', size: 'child' },
  'child-2': { skin: '#f7d3b6', hair: '#d9652b', style: 'ponytail', shirt: '#6cc070', legs: '#9b7cf0', skirt: true, shoes: '#5a8dee', size: 'child' },
  'child-3': { skin: '#c68c5a', hair: '#1f1a24', style: 'spiky', shirt: '#ff6b6b', legs: '#3fb3a9', shoes: '#ffc94a', size: 'child' },
  'child-4': { skin: '#e7b48b', hair: '#5a3522', style: 'long', shirt: '#b48cf2', legs: '#ff8fb8', shoes: '#6d5ad8', size: 'child' },
  'grown-up-1': { skin: '#a86b42', hair: '#2b1a14', style: 'curly', shirt: '#3fb3a9', legs: '#3fb3a9', skirt: true, shoes: '#8a4b2f', size: 'adult' },
  'grown-up-2': { skin: '#f0c8a0', hair: '#7a4a2a', style: 'short', shirt: '#5a8dee', legs: '#7a5a44', shoes: '#3b2f4a', size: 'adult', beard: true },
  grandparent: { skin: '#dca47a', hair: '#eceaf2', style: 'bun', shirt: '#fff3d6', jacket: '#b59be8', legs: '#8a7bd0', skirt: true, shoes: '#8a4b2f', size: 'adult', glasses: true },
  baby: { skin: '#f3c6a0', hair: '#8a5a3a', style: 'curl', shirt: '#ffe58a', legs: '#ffe58a', shoes: '#f3c6a0', size: 'baby' },
  teacher: { skin: '#6e4630', hair: '#1f1a24', style: 'short', shirt: '#ffffff', jacket: '#4fae6a', legs: '#4a5a8a', shoes: '#3b2f4a', size: 'adult', glasses: true },
  astronaut: { skin: '#b67a50', hair: '#2a1d1a', style: 'short', shirt: '#f4f6fb', legs: '#f4f6fb', shoes: '#9aa6bd', size: 'child', helmet: true },
};

/** The people drawings, by character value. */
export const PEOPLE_DRAWINGS: Record<string, CharacterDraw> = Object.fromEntries(Object.entries(PEOPLE).map(([k, p]) => [k, (spec: PoseSpec) => drawPerson(p, spec)]));

/** The robot: a friendly box head with a screen face and an antenna on the same limbs. */
export const drawRobot: CharacterDraw = (spec) =>
  drawPerson({ skin: '#b8c4d6', hair: '#b8c4d6', style: 'none', shirt: '#8fb3d9', legs: '#8fb3d9', shoes: '#5b6b85', size: 'child', robot: true }, spec);

function robotHead(expr: PoseSpec['expr'], hy: number): string {
  const glow = '#7fffd4';
  const e = expr === 'surprised' ? 11 : 8;
  const face =
    expr === 'closed' || expr === 'happy'
      ? L(`M-28 ${fmt(hy - 4)}q9 ${expr === 'happy' ? -10 : 8} 18 0M10 ${fmt(hy - 4)}q9 ${expr === 'happy' ? -10 : 8} 18 0`, glow, 5)
      : C(-18, hy - 6, e, glow, true) + C(18, hy - 6, e, glow, true);
  const m = expr === 'sad' ? L(`M-14 ${fmt(hy + 18)}q14-10 28 0`, glow, 5) : expr === 'surprised' ? C(0, hy + 16, 7, glow, true) : L(`M-14 ${fmt(hy + 12)}q14 12 28 0`, glow, 5);
  return L(`M0 ${fmt(hy - 48)}v-24`, INK) + C(0, hy - 78, 10, '#ff6b6b') + C(-62, hy, 11, '#8fb3d9') + C(62, hy, 11, '#8fb3d9') + R(-58, hy - 48, 116, 94, '#b8c4d6', 22) + R(-44, hy - 34, 88, 62, '#2f3b55', 14) + face + m;
}
