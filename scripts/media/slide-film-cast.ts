/**
 * The people and creatures of the social studies and superskills films, as pictures a slide kit
 * (slide-film-canvas.ts `sprite`) places: Moxie is the intro film kit's drawing (a key of its
 * `arts`), everyone else is drawn by the reading books' character kit (scripts/art/reading), so
 * the films look like the rest of the app: Pip is its robot, Luna its owl, the grown-up its
 * grown-up-1, the children and the two guides (Meri in Egypt, Nikias in Greece) its people rig.
 */
import { characterDrawing } from '../art/reading/characters';
import { drawPerson, type Person } from '../art/reading/characters-people';
import type { CharacterDraw } from '../art/reading/figure';
import { fmt, inked } from '../art/reading/kit';
import { poseSpec, type ArtPose } from '../art/reading/pose';

/** Everyone who can appear in a film. */
export type CastMember = 'moxie' | 'pip' | 'luna' | 'grown-up' | 'meri' | 'nikias' | 'child';

const person = (p: Person): CharacterDraw => (spec) => drawPerson(p, spec);

/** The guides' looks (map guides of spec part 2 social studies): a linen dress; a short wool tunic. */
const DRAWINGS: Record<Exclude<CastMember, 'moxie'>, CharacterDraw> = {
  pip: characterDrawing('robot'),
  luna: characterDrawing('owl'),
  'grown-up': characterDrawing('grown-up-1'),
  child: characterDrawing('child-2'),
  meri: person({ skin: '#b07848', hair: '#1f1a24', style: 'short', shirt: '#fbf6ea', legs: '#b07848', shoes: '#c9955a', size: 'child' }),
  nikias: person({ skin: '#d9a477', hair: '#3a2418', style: 'curly', shirt: '#e9dcc0', legs: '#e9dcc0', skirt: true, shoes: '#8a5a34', size: 'child' }),
};

/**
 * A cast member's picture: an intro-kit key for Moxie ('moxie', 'moxie-cheer' when `pose` is
 * lively), else a standalone SVG document of the figure (feet at its bottom edge), mirrored when
 * `facing` is 'left'.
 */
export function castArt(who: CastMember, pose: ArtPose = 'stand', facing: 'left' | 'right' = 'right'): string {
  if (who === 'moxie') return pose === 'stand' ? 'moxie' : 'moxie-cheer';
  const fig = DRAWINGS[who](poseSpec(pose));
  const pad = 16;
  // Arms and wings reach past the body's half width: a generous frame, then the feet at the bottom.
  const half = fig.ext.half + 70;
  const top = fig.ext.top + 40 + (pose === 'wave' || pose === 'cheer' ? 30 : 0);
  const w = 2 * half;
  const h = top + pad;
  const flip = facing === 'left' ? ' scale(-1 1)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}" height="${fmt(h)}" viewBox="${fmt(-half)} ${fmt(-top)} ${fmt(w)} ${fmt(h)}">${inked(fig.body, flip ? `translate(0 0)${flip}` : undefined)}</svg>`;
}
