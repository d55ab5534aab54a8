/**
 * The level-1 intro video's state chain (spec part 1 section 4 "Intro video state chain" and the
 * scenes "Math level 1 is an intro video whose cue points trigger scenes"). One intro video holds
 * every state's section back to back; each state has a cue point (end of its section) and a next
 * state. Static states hold the picture at a fixed time until the child acts. The conditional
 * pretest jumps to one of two cues (pretestWelcome when the pretest is not done, otherwise
 * pretestComplete).
 *
 * Pure module: the order, narration and scenes live here; the section times (seconds) are made
 * by the media generator from the narration lengths and stored in level-01.json
 * `assets.video.cues`, keyed by state key (`currentTime` = section start, `cuePoint` = its cue).
 */
import type { VideoStateObject } from './types';

/** Scenes the intro's cues trigger (spec names, camelCase). */
export type IntroScene =
  | 'monsterMaker'
  | 'showMonsterOnMap'
  | 'startLevel'
  | 'prompt'
  | 'petKeeper'
  | 'conditionalPretest'
  | 'pretest'
  | 'problem'
  | 'showPet'
  | 'petCustomizer'
  | 'store'
  | 'superskillPrompt'
  | 'showSuperskill'
  | 'petFromRight'
  | 'hidePet'
  | 'why'
  | 'locked';

export interface IntroSection {
  /** State name, and the step of promptActive / eggHatch. */
  state: string;
  sub?: number;
  scene: IntroScene | null;
  /** Spoken and captioned; also the picture's title for the generator. */
  narration: string;
  /** Seconds the section lasts at least (the generator lengthens it to fit the narration). */
  minSeconds: number;
  /** A static state: the picture holds at the cue until the child acts (or, for `wiredOnly`, is skipped). */
  hold: boolean;
  /**
   * The hold waits only when a screen for the scene is wired (pets, store and superskills are
   * built elsewhere); otherwise the intro moves on by itself (graceful fallback).
   */
  wiredOnly?: boolean;
  /** Next state key; 'conditional' = pretestWelcome or pretestComplete; 'end' = the intro is over. */
  next: string;
}

export const introKey = (s: Pick<IntroSection, 'state' | 'sub'>) => (s.sub === undefined ? s.state : `${s.state}(${s.sub})`);

/** The sections in video order. */
export const INTRO_SECTIONS: readonly IntroSection[] = [
  { state: 'levelIntro', scene: null, narration: 'Hi there! I am Moxie, your monster guide. Welcome to Monsterific!', minSeconds: 4, hold: false, next: 'promptActive(1)' },
  { state: 'promptActive', sub: 1, scene: 'prompt', narration: 'When you see a big green button, tap it to keep going.', minSeconds: 3, hold: false, next: 'promptStatic' },
  { state: 'promptStatic', scene: 'prompt', narration: 'Tap the big green button now!', minSeconds: 2, hold: true, next: 'mmIntro' },
  { state: 'mmIntro', scene: null, narration: "First, let's make a monster that is all yours.", minSeconds: 3, hold: false, next: 'mmStatic' },
  { state: 'mmStatic', scene: 'monsterMaker', narration: 'Pick a body, colors, eyes and more.', minSeconds: 2, hold: true, next: 'mmOutro' },
  { state: 'mmOutro', scene: null, narration: "What a great monster! Let's put it on the map.", minSeconds: 3, hold: false, next: 'mapIntro' },
  { state: 'mapIntro', scene: 'showMonsterOnMap', narration: 'Here is your monster on the ocean map. Each circle is a level.', minSeconds: 4, hold: false, next: 'startStatic' },
  { state: 'startStatic', scene: 'startLevel', narration: 'Tap Play to start a level.', minSeconds: 2, hold: true, next: 'promptActive(2)' },
  { state: 'promptActive', sub: 2, scene: null, narration: 'You will meet friends on the way.', minSeconds: 2, hold: false, next: 'keeperPhoto' },
  { state: 'keeperPhoto', scene: 'petKeeper', narration: 'This is the pet keeper. She looks after the pets you earn.', minSeconds: 4, hold: false, next: 'pretestIntro' },
  { state: 'pretestIntro', scene: 'conditionalPretest', narration: "Now let's get you ready to play.", minSeconds: 2, hold: false, next: 'conditional' },
  { state: 'pretestWelcome', scene: 'pretest', narration: 'A few warm-up questions help me pick the right adventures for you.', minSeconds: 4, hold: true, next: 'mathPractice' },
  { state: 'pretestComplete', scene: null, narration: 'You already did your warm-up. Great job!', minSeconds: 3, hold: false, next: 'mathPractice' },
  { state: 'mathPractice', scene: 'problem', narration: 'Answer problems to fill each level with new friends.', minSeconds: 4, hold: false, next: 'eggHatch(3)' },
  { state: 'eggHatch', sub: 3, scene: 'showPet', narration: 'On level three you earn a pet egg. It hatches into a pet!', minSeconds: 4, hold: false, next: 'petIntro' },
  { state: 'petIntro', scene: 'petCustomizer', narration: 'You can give your pet a name and a look.', minSeconds: 3, hold: false, next: 'petCustomize' },
  { state: 'petCustomize', scene: 'petCustomizer', narration: 'Make it yours.', minSeconds: 2, hold: true, wiredOnly: true, next: 'storeIntro' },
  { state: 'storeIntro', scene: 'store', narration: 'Gems you earn buy outfits and houses in the store.', minSeconds: 4, hold: false, next: 'storeStatic' },
  { state: 'storeStatic', scene: 'store', narration: 'Have a look around.', minSeconds: 2, hold: true, wiredOnly: true, next: 'promptActive(8)' },
  { state: 'promptActive', sub: 8, scene: 'superskillPrompt', narration: 'Later on, you can unlock super skills.', minSeconds: 3, hold: false, next: 'ssIntro' },
  { state: 'ssIntro', scene: 'showSuperskill', narration: 'Super skills are short videos about big ideas.', minSeconds: 3, hold: false, next: 'ssStatic' },
  { state: 'ssStatic', scene: 'showSuperskill', narration: 'Watch them on your map.', minSeconds: 2, hold: true, wiredOnly: true, next: 'eggHatch(6)' },
  { state: 'eggHatch', sub: 6, scene: 'petFromRight', narration: 'On level six, another pet comes to play!', minSeconds: 3, hold: false, next: 'mapOutro' },
  { state: 'mapOutro', scene: 'hidePet', narration: 'Your pets wait for you at home.', minSeconds: 3, hold: false, next: 'whyIntro' },
  { state: 'whyIntro', scene: 'why', narration: 'Why play a little every day?', minSeconds: 2, hold: false, next: 'whyZoom' },
  { state: 'whyZoom', scene: 'why', narration: 'A little practice each day makes your brain grow strong.', minSeconds: 4, hold: false, next: 'whyOutro' },
  { state: 'whyOutro', scene: 'why', narration: 'That is why levels take a rest after you play.', minSeconds: 3, hold: false, next: 'whyStatic' },
  { state: 'whyStatic', scene: 'why', narration: 'Got it? Tap the button.', minSeconds: 2, hold: true, next: 'locked' },
  { state: 'locked', scene: 'locked', narration: 'A resting level shows a lock. It opens again tomorrow. Have fun!', minSeconds: 4, hold: false, next: 'end' },
];

/** Section times in seconds (from level-01.json `assets.video.cues`, keyed by `introKey`). */
export type IntroCues = Record<string, { currentTime: number; cuePoint: number }>;

/** The section of a key. @throws Error for an unknown key. */
export function introSection(key: string): IntroSection {
  const s = INTRO_SECTIONS.find((x) => introKey(x) === key);
  if (!s) throw new Error(`Unknown intro state ${key}`);
  return s;
}

/** Where the chain goes after `key`; the conditional pretest depends on whether the pretest is done. */
export function nextIntroKey(key: string, ctx: { pretestCompleted: boolean }): string {
  const next = introSection(key).next;
  if (next === 'conditional') return ctx.pretestCompleted ? 'pretestComplete' : 'pretestWelcome';
  return next;
}

/** Whether a hold waits for the child: static states do, unless only wired scenes hold and this one is not wired. */
export function holdsFor(section: IntroSection, wired: ReadonlySet<IntroScene>): boolean {
  if (!section.hold) return false;
  if (section.wiredOnly) return section.scene !== null && wired.has(section.scene);
  return true;
}

/**
 * The video state object of entering `key` (spec: state, next_cue_point, video_action,
 * current_time, next_state): play from the section's start (when the video must jump there)
 * with the cue at its end.
 * @throws Error when the cues lack the key (content and code disagree).
 */
export function introVideoState(key: string, cues: IntroCues, ctx: { pretestCompleted: boolean; jump: boolean }): VideoStateObject {
  const cue = cues[key];
  if (!cue) throw new Error(`The intro video has no cue for ${key}`);
  return {
    state: key,
    video_action: 'play',
    current_time: ctx.jump ? cue.currentTime : null,
    next_cue_point: cue.cuePoint,
    next_state: nextIntroKey(key, ctx),
    metadata: { map_key: 'ocean' },
  };
}

/** Whether entering `next` after `from` needs a seek (its section does not start where `from` ends). */
export function needsJump(from: string, next: string): boolean {
  const i = INTRO_SECTIONS.findIndex((s) => introKey(s) === from);
  return introKey(INTRO_SECTIONS[i + 1] ?? { state: 'end' }) !== next;
}
