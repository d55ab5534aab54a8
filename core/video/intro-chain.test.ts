import { describe, expect, it } from 'vitest';
import { holdsFor, INTRO_SECTIONS, introKey, introVideoState, needsJump, nextIntroKey, type IntroCues } from './intro-chain';

const cues: IntroCues = Object.fromEntries(INTRO_SECTIONS.map((s, i) => [introKey(s), { currentTime: i * 5, cuePoint: i * 5 + 4.6 }]));

function walk(pretestCompleted: boolean): string[] {
  const seen = ['levelIntro'];
  for (let key = 'levelIntro'; key !== 'end'; ) {
    key = nextIntroKey(key, { pretestCompleted });
    seen.push(key);
  }
  return seen;
}

describe('intro state chain (spec part 1 section 4)', () => {
  it('follows the spec edges: levelIntro → promptActive(1), mmIntro → mmStatic, mmOutro → mapIntro → startStatic, keeperPhoto → pretestIntro, mapOutro → whyIntro → whyZoom → whyOutro → whyStatic', () => {
    const path = walk(false).join(' > ');
    for (const edge of ['levelIntro > promptActive(1)', 'mmIntro > mmStatic', 'mmOutro > mapIntro > startStatic', 'keeperPhoto > pretestIntro', 'pretestWelcome > mathPractice', 'petIntro > petCustomize', 'storeIntro > storeStatic', 'ssIntro > ssStatic', 'mapOutro > whyIntro > whyZoom > whyOutro > whyStatic']) {
      expect(path).toContain(edge);
    }
    expect(path.endsWith('> end')).toBe(true);
  });

  it('the conditional pretest jumps to one of two cues', () => {
    expect(walk(false)).toContain('pretestWelcome');
    expect(walk(false)).not.toContain('pretestComplete');
    expect(walk(true)).toContain('pretestComplete');
    expect(walk(true)).not.toContain('pretestWelcome');
    // pretestWelcome's section is followed by pretestComplete's in the video: leaving it jumps over.
    expect(needsJump('pretestWelcome', 'mathPractice')).toBe(true);
    expect(needsJump('pretestIntro', 'pretestComplete')).toBe(true);
    expect(needsJump('pretestIntro', 'pretestWelcome')).toBe(false);
    const state = introVideoState('pretestComplete', cues, { pretestCompleted: true, jump: true });
    expect(state).toMatchObject({ state: 'pretestComplete', video_action: 'play', current_time: cues.pretestComplete!.currentTime, next_cue_point: cues.pretestComplete!.cuePoint, next_state: 'mathPractice' });
  });

  it('every spec scene is triggered by some state', () => {
    const scenes = new Set(INTRO_SECTIONS.map((s) => s.scene));
    for (const s of ['monsterMaker', 'showMonsterOnMap', 'startLevel', 'prompt', 'petKeeper', 'conditionalPretest', 'pretest', 'problem', 'showPet', 'petCustomizer', 'store', 'superskillPrompt', 'showSuperskill', 'petFromRight', 'hidePet', 'why', 'locked'] as const) {
      expect(scenes.has(s), s).toBe(true);
    }
  });

  it('static states hold; holds of scenes not wired yet are skipped', () => {
    const wired = new Set(['prompt', 'monsterMaker', 'startLevel', 'pretest', 'why'] as const);
    const holds = INTRO_SECTIONS.filter((s) => holdsFor(s, wired)).map(introKey);
    expect(holds).toEqual(['promptStatic', 'mmStatic', 'startStatic', 'pretestWelcome', 'whyStatic']);
    const store = INTRO_SECTIONS.find((s) => s.state === 'storeStatic')!;
    expect(holdsFor(store, new Set(['store']))).toBe(true);
  });

  it('a missing cue is an error, not a silent hang', () => {
    expect(() => introVideoState('levelIntro', {}, { pretestCompleted: false, jump: false })).toThrow('The intro video has no cue for levelIntro');
  });
});
