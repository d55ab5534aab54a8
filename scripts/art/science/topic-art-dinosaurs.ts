/**
 * The dinosaur topics' emblems (240 x 240): megalodon, sauropods, dinosaurs in general (a baby
 * hatching from its egg), raptors in general (a feathered raptor's head and its sickle claw),
 * fossils, velociraptor, spinosaurus, tyrannosaurus rex, triceratops, stegosaurus. The whole-body
 * dinosaurs share one side-view rig ({@link dino}) so they look like one family; each adds the mark
 * a child knows it by (sail, plates, frill and horns, tiny arms, long neck, feathers).
 */
import { C, E, fmt, L, limb, P, pts } from '../reading/kit';
import { propDrawing } from '../reading/props';
import { ball, type EmblemDraw, face, place, shade, shadeD, sparkle } from './topic-art-kit';

const DARK = '#3b2f4a';
const WHITE = '#ffffff';

/** A side-view dinosaur (facing right). */
interface Dino {
  fur: string;
  belly: string;
  /** Body ellipse. */
  body: readonly [number, number, number, number];
  /** Tail tip. */
  tail: readonly [number, number];
  /** Head centre, radius and snout length (the snout points right). */
  head: readonly [number, number, number, number];
  /** Neck width (0: the head sits on the body). */
  neck: number;
  /** Leg x positions (relative to the body centre, as a share of rx) and leg width. */
  legs: readonly number[];
  legW: number;
  /** Where the feet stand. */
  ground: number;
  /** Drawn behind the body (sail, plates, frill), on the body, and on top of the head. */
  back?: string;
  marks?: string;
  top?: string;
  teeth?: boolean;
}

function dino(d: Dino): string {
  const [cx, cy, rx, ry] = d.body;
  const [hx, hy, hr, sn] = d.head;
  const far = (x: number): string => limb(`M${fmt(cx + x * rx + 8)} ${fmt(cy)}L${fmt(cx + x * rx + 12)} ${fmt(d.ground - 8)}`, shadeOf(d.fur), d.legW);
  const near = (x: number): string => limb(`M${fmt(cx + x * rx)} ${fmt(cy)}L${fmt(cx + x * rx)} ${fmt(d.ground - 8)}`, d.fur, d.legW) + E(cx + x * rx + 4, d.ground - 6, d.legW * 0.75, d.legW * 0.4, d.fur);
  const tail = P(`M${fmt(cx - rx * 0.5)} ${fmt(cy - ry * 0.85)}Q${fmt((cx + d.tail[0]) / 2)} ${fmt(cy - ry * 0.6)} ${fmt(d.tail[0])} ${fmt(d.tail[1])}Q${fmt((cx + d.tail[0]) / 2)} ${fmt(cy + ry * 0.2)} ${fmt(cx - rx * 0.4)} ${fmt(cy + ry * 0.85)}Z`, d.fur);
  const neck = d.neck > 0 ? limb(`M${fmt(cx + rx * 0.55)} ${fmt(cy - ry * 0.3)}Q${fmt(hx - hr * 0.5)} ${fmt(cy - ry * 0.5)} ${fmt(hx - hr * 0.3)} ${fmt(hy + hr * 0.3)}`, d.fur, d.neck) : '';
  const snout = P(`M${fmt(hx - hr * 0.2)} ${fmt(hy - hr)}Q${fmt(hx + sn)} ${fmt(hy - hr * 0.9)} ${fmt(hx + hr * 0.4 + sn)} ${fmt(hy + hr * 0.1)}Q${fmt(hx + hr * 0.3 + sn)} ${fmt(hy + hr * 0.8)} ${fmt(hx)} ${fmt(hy + hr * 0.85)}Z`, d.fur);
  const teeth = d.teeth === true ? P(pts(Array.from({ length: 7 }, (_, i) => [hx + hr * 0.1 + (i * (sn + hr * 0.1)) / 6, hy + hr * 0.35 + (i % 2 === 0 ? 0 : hr * 0.22)] as [number, number]), false), WHITE, { 'stroke-width': 3 }) : '';
  const headMarks =
    C(hx, hy, hr, d.fur) + snout + C(hx + hr * 0.05, hy - hr * 0.3, hr * 0.24, WHITE) + C(hx + hr * 0.12, hy - hr * 0.3, hr * 0.13, DARK, true) + C(hx + hr * 0.07, hy - hr * 0.36, hr * 0.05, WHITE, true) +
    E(hx + hr * 0.2, hy + hr * 0.2, hr * 0.18, hr * 0.11, '#ff8fa3', true) + L(`M${fmt(hx + hr * 0.1)} ${fmt(hy + hr * 0.35)}Q${fmt(hx + sn * 0.6)} ${fmt(hy + hr * 0.6)} ${fmt(hx + hr * 0.3 + sn)} ${fmt(hy + hr * 0.25)}`, DARK, 4) + teeth +
    C(hx + hr * 0.2 + sn, hy - hr * 0.4, 3, DARK, true);
  return (
    E(cx, d.ground, rx * 1.3, 9, DARK, true).replace('/>', ' opacity="0.12"/>') + (d.back ?? '') + d.legs.map(far).join('') + tail +
    E(cx, cy, rx, ry, d.fur) + E(cx + rx * 0.1, cy + ry * 0.4, rx * 0.65, ry * 0.42, d.belly, true) + shade(cx, cy, rx, ry) + (d.marks ?? '') +
    d.legs.map(near).join('') + neck + headMarks + (d.top ?? '')
  );
}

/** A darker tone of a fill for the far legs (a quarter towards the ink). */
function shadeOf(hex: string): string {
  const n = (i: number): number => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.78);
  return `#${[1, 3, 5].map((i) => n(i).toString(16).padStart(2, '0')).join('')}`;
}

function megalodon(): string {
  return (
    P('M40 120l-34-40q10 40 0 84Z', '#7a8fae') + P('M110 70l24-46q20 30 20 52Z', '#7a8fae') + P('M104 180l-10 30q26-6 36-28Z', '#7a8fae') +
    P('M20 124q40-60 130-58q60 2 84 40q-10 8-40 10q26 10 40 16q-30 46-90 44q-80-4-124-52Z', '#8fa5c4') + P('M60 160q60 30 120 10q-40 26-80 20q-30-6-40-30Z', '#e4eef8', { stroke: 'none' }) +
    P('M150 114q40 4 84 0q-18 34-84 16Z', '#8a3a4a') + P('M156 114l6 9l6-9l6 9l6-9l6 9l6-9l6 9l6-9l6 9l6-9M160 130l6-8l6 8l6-8l6 8l6-8l6 8l6-8l6 8', WHITE, { 'stroke-width': 3 }) +
    C(172, 90, 10, WHITE) + C(175, 90, 5.5, DARK, true) + L('M104 100q6 14 0 28M92 102q6 14 0 26M80 104q6 12 0 24', '#6a7f9e', 4)
  );
}

function sauropods(): string {
  return dino({ fur: '#7fc86a', belly: '#d8f2b8', body: [104, 148, 60, 38], tail: [8, 146], head: [190, 40, 18, 16], neck: 26, legs: [-0.55, 0.5], legW: 24, ground: 218, marks: C(84, 136, 8, '#5fae50', true) + C(110, 126, 6, '#5fae50', true) + C(124, 150, 7, '#5fae50', true) });
}

function dinosaursgeneralinfo(): string {
  const baby = C(120, 104, 44, '#8fd37a') + shade(120, 104, 44, 44) + P('M100 62l8-16l8 14l8-16l8 16', '#ffd34d', { 'stroke-width': 4 }) + face(120, 108, 28, 'happy');
  return (
    E(120, 224, 70, 8, DARK, true).replace('/>', ' opacity="0.12"/>') + P('M60 150q-2-50 30-40l14 14l16-16l16 16l14-14q30-10 30 40z', '#fff6e0') + baby +
    P('M58 150q4 76 62 76t62-76l-16 12l-14-14l-16 16l-16-16l-16 16l-14-14l-16 14Z', '#fff6e0') + C(90, 190, 8, '#8fd3ff', true) + C(146, 178, 10, '#8fd3ff', true) + C(130, 206, 6, '#8fd3ff', true) +
    sparkle(40, 80, 12) + sparkle(204, 96, 14) + sparkle(196, 40, 9)
  );
}

function dinosaursgeneralraptor(): string {
  // Three claw scratches behind a feathered raptor's head (its neck rising from the bottom edge).
  const scratch = P('M150 20q40 60 70 150M176 16q36 50 56 110M124 34q36 64 56 160', 'none', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.8 });
  const crest = P('M66 96q-34-26-54-12q20 4 22 16q-22-2-30 12q20 0 28 10q-14 6-14 20q24-14 50-8Z', '#5aa8f0');
  return (
    scratch + crest + limb('M74 236q0-70 30-110', '#ffa94d', 46) +
    P('M58 108q0-50 60-54q60 0 96 30q14 14 2 30q-30 14-80 14q-40 0-60-10q-18-6-18-10Z', '#ffa94d') + shadeD('M78 132q60 12 132-6q-14 20-90 22q-30 0-42-16Z') +
    P('M108 128l8 10l8-10l8 10l8-10l8 10l8-10l8 10l8-10', WHITE, { 'stroke-width': 3 }) + L('M102 126q60 12 108-4', DARK, 4) +
    L('M92 74l10 8M110 64l8 10M128 62l4 10', '#e0772a', 5) +
    C(118, 88, 15, WHITE) + C(122, 88, 8.5, DARK, true) + C(119, 85, 3, WHITE, true) + E(134, 108, 8, 5, '#ff8fa3', true) + C(200, 98, 3.5, DARK, true)
  );
}

function fossils(): string {
  const spiral = 'M132 112a10 10 0 1 1 10 10a22 22 0 1 1-22-22a36 36 0 1 1 36 36';
  return (
    P('M12 214q10-50 60-56q50-30 110-10q46 10 50 66Z', '#d8c4a4') + shadeD('M150 160q50 14 80 54h-60q0-30-20-54Z') +
    ball(134, 112, 62, '#f2d9a8') + L(spiral, '#c8a070', 7) + L('M92 78l10 10M78 112h14M90 150l10-10M134 52v14M176 74l-10 10', '#c8a070', 5) +
    place(propDrawing('bone').draw(), 70, 210, 0.95, false, -12) + C(200, 196, 7, '#bfa37f', true) + C(40, 190, 5, '#bfa37f', true)
  );
}

function velociraptor(): string {
  return dino({
    fur: '#ff9f43', belly: '#ffe0b0', body: [104, 130, 46, 30], tail: [6, 100], head: [172, 72, 24, 28], neck: 18, legs: [-0.3, 0.05], legW: 16, ground: 214, teeth: true,
    back: P('M70 110q-10-30 20-40q0 18 14 22q4-22 26-22q-6 20 6 30Z', '#5aa8f0'),
    marks: L('M90 110l10 16M108 106l8 16M124 108l6 14', '#e0772a', 5) + limb('M134 134q16 10 18 24', '#ff9f43', 10) + P('M136 138q20 4 26 20q-16 0-26-10Z', '#5aa8f0', { 'stroke-width': 3 }),
    top: P('M112 212q-4-16 8-20q4 10 0 20Z', WHITE, { 'stroke-width': 3 }),
  });
}

function spinosaurus(): string {
  const sail = P('M50 120q10-90 80-104q40 20 46 96Z', '#ff7a59') + L('M70 112l10-70M94 110l10-84M118 110l6-88M142 112l4-66', '#e0573c', 4);
  return dino({ fur: '#5fb8a8', belly: '#d6f2e8', body: [110, 138, 56, 36], tail: [6, 150], head: [176, 94, 20, 44], neck: 22, legs: [-0.35, 0.15], legW: 20, ground: 216, teeth: true, back: sail, marks: limb('M150 150q14 8 12 20', '#5fb8a8', 10) });
}

function tyrannosaurusrex(): string {
  return dino({
    fur: '#6cc070', belly: '#d8f2b8', body: [100, 130, 54, 42], tail: [4, 170], head: [156, 70, 38, 44], neck: 30, legs: [-0.35, 0.15], legW: 26, ground: 218, teeth: true,
    marks: [[80, 104], [100, 96], [72, 126]].map(([x, y]) => C(x!, y!, 6, '#4fa054', true)).join('') + limb('M146 132q12 2 14 12', '#6cc070', 9) + limb('M140 142q10 4 10 12', '#6cc070', 9),
  });
}

function triceratops(): string {
  const frill = P('M128 54q-30 10-30 44q0 30 24 46q20-30 44-50q-8-36-38-40Z', '#ffb454') + [[116, 74], [112, 100], [122, 122]].map(([x, y]) => C(x!, y!, 6, '#ff8f3b', true)).join('');
  const horns = P('M160 76l40-36l-22 44Z', '#fff6e0') + P('M176 90l38-20l-28 32Z', '#fff6e0') + P('M206 110l20-10l-14 18Z', '#fff6e0', { 'stroke-width': 4 });
  return dino({ fur: '#8f9fe0', belly: '#dfe4fb', body: [94, 146, 62, 42], tail: [10, 160], head: [160, 112, 32, 36], neck: 0, legs: [-0.55, 0.45], legW: 24, ground: 216, back: frill, top: horns });
}

function stegosaurus(): string {
  const plates = ([[56, 118, 18], [80, 100, 24], [108, 94, 26], [136, 102, 22], [158, 118, 16]] as const).map(([x, y, r]) => P(`M${x - r * 0.6} ${y + r * 0.8}q${fmt(-r * 0.2)} ${fmt(-r * 1.2)} ${fmt(r * 0.6)} ${fmt(-r * 1.8)}q${fmt(r * 0.8)} ${fmt(r * 0.6)} ${fmt(r * 0.6)} ${fmt(r * 1.8)}Z`, '#ff8a6b')).join('');
  const spikes = P('M22 136l-10-24l18 16ZM30 140l-4-26l12 22Z', '#fff6e0', { 'stroke-width': 4 });
  return dino({ fur: '#ffcf4d', belly: '#fff0b8', body: [108, 150, 66, 40], tail: [14, 138], head: [196, 162, 20, 16], neck: 20, legs: [-0.55, 0.5], legW: 24, ground: 218, back: plates + spikes });
}

/** The dinosaur emblems by topic key. */
export const DINOSAUR_EMBLEMS: Record<string, EmblemDraw> = { megalodon, sauropods, dinosaursgeneralinfo, dinosaursgeneralraptor, fossils, velociraptor, spinosaurus, tyrannosaurusrex, triceratops, stegosaurus };
