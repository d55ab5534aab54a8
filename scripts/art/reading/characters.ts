/**
 * Every character of the reading books (`ART_CHARACTERS`), by value: the people and the robot
 * (characters-people.ts), the four-legged animals (characters-animals.ts), the birds, the small
 * creatures, the water creatures, the monkey and Moxie, the guide monster, drawn with the
 * project's own monster renderer (core/art/monster-svg.ts) so it looks as everywhere else.
 */
import { ART_CHARACTERS } from '../../../core/reading/book-schema';
import { BODIES, CX } from '../../../core/art/monster-anatomy';
import { monsterSvg } from '../../../core/art/monster-svg';
import { DEFAULT_MONSTER } from '../../../core/monster/monster-parts';
import { ANIMAL_DRAWINGS } from './characters-animals';
import { BIRD_DRAWINGS } from './characters-birds';
import { drawPerson, drawRobot, PEOPLE_DRAWINGS } from './characters-people';
import { SEA_DRAWINGS } from './characters-sea';
import { SMALL_DRAWINGS } from './characters-small';
import type { ArtCharacter, CharacterDraw } from './figure';
import { fmt, g } from './kit';

/** Moxie's size in the pictures (the monster canvas is 400 x 440, feet at y 430). */
const MOXIE_SCALE = 0.66;

/** Moxie: the default monster, arms raised for the lively poses, eyes closed asleep. */
const drawMoxie: CharacterDraw = (spec) => {
  const cheer = spec.arms === 'up' || spec.arms === 'wave' || spec.arms === 'swim';
  const svg = monsterSvg(DEFAULT_MONSTER, { pose: cheer ? 'cheer' : 'stand', eyes: spec.expr === 'closed' ? 'closed' : 'open' });
  // One decimal is plenty at this size (the renderer writes two).
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).replace(/(\d\.\d)\d/g, '$1');
  const b = BODIES[0]!;
  const s = MOXIE_SCALE;
  const at = (x: number, y: number): [number, number] => [(x - CX) * s, (y - 430) * s];
  const hand = cheer ? at(CX + b.shoulder.dx + 54, b.shoulder.y - 84) : at(CX + b.shoulder.dx + 46, b.shoulder.y + 52);
  // The monster draws its own outline: no inherited ink stroke.
  return {
    body: g({ transform: `translate(${fmt(-CX * s)} ${fmt(-430 * s)}) scale(${s})`, stroke: 'none' }, inner),
    ext: { top: (430 - b.top.y + 30) * s, half: 150 * s, face: at(b.eyes.x, b.eyes.y) },
    hand,
    handScale: 0.5,
  };
};

const drawMonkey: CharacterDraw = (spec) => drawPerson({ skin: '#f2cfa4', hair: '#8a5a3a', style: 'short', shirt: '#9a6440', legs: '#9a6440', shoes: '#f2cfa4', size: 'child', monkey: true }, spec);

/** Every character's drawing. */
export const CHARACTER_DRAWINGS: Record<ArtCharacter, CharacterDraw> = {
  moxie: drawMoxie,
  robot: drawRobot,
  monkey: drawMonkey,
  ...PEOPLE_DRAWINGS,
  ...ANIMAL_DRAWINGS,
  ...BIRD_DRAWINGS,
  ...SMALL_DRAWINGS,
  ...SEA_DRAWINGS,
} as Record<ArtCharacter, CharacterDraw>;

/**
 * The drawing of a character.
 * @throws Error for a value outside `ART_CHARACTERS`
 */
export function characterDrawing(who: string): CharacterDraw {
  const d = (ART_CHARACTERS as readonly string[]).includes(who) ? (CHARACTER_DRAWINGS as Partial<Record<string, CharacterDraw>>)[who] : undefined;
  if (d === undefined) throw new Error(`no drawing for the character "${who}"`);
  return d;
}
