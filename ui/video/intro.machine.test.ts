import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INTRO_SECTIONS, introKey, type IntroCues, type IntroScene } from '../../core/video/intro-chain';
import type { VideoStateObject } from '../../core/video/types';
import { introMachine } from './intro.machine';

const cues: IntroCues = Object.fromEntries(INTRO_SECTIONS.map((s, i) => [introKey(s), { currentTime: i * 5, cuePoint: i * 5 + 4.6 }]));
const WIRED = new Set<IntroScene>(['prompt', 'monsterMaker', 'startLevel', 'pretest', 'why', 'petCustomizer', 'store']);

/** A started intro with recorded side effects; the fake player records what it is told. */
function startIntro(pretestCompleted = false) {
  const log: string[] = [];
  const applied: VideoStateObject[] = [];
  const machine = introMachine.provide({
    actions: {
      emitScene: (_, s) => log.push(`scene ${s.state} ${s.scene}`),
      applyVideo: ({ context }, v) => void context.player?.apply(v),
      pauseAt: ({ context }, t) => void context.player?.pause(t),
      finish: () => log.push('finish'),
    },
  });
  const player = {
    apply: (v: VideoStateObject) => (applied.push(v), Promise.resolve()),
    pause: (t?: number | null) => (log.push(`pause ${t}`), Promise.resolve()),
  };
  const actor = createActor(machine, { input: { cues, pretestCompleted, wired: WIRED } }).start();
  const key = () => actor.getSnapshot().context.key;
  /** The video reaches the current state's cue. */
  const cue = () => actor.send({ type: 'CUE', state: key() });
  return { actor, log, applied, player, key, cue };
}

describe('intro machine (spec part 1 section 4, intro video state chain)', () => {
  it('waits for the player, then enters levelIntro: the game hears it, the video plays to its cue without a seek', () => {
    const i = startIntro();
    expect(i.actor.getSnapshot().value).toBe('waiting');
    i.actor.send({ type: 'READY', player: i.player });
    expect(i.log).toEqual(['scene levelIntro null']);
    expect(i.applied[0]).toMatchObject({ state: 'levelIntro', video_action: 'play', current_time: null, next_cue_point: cues.levelIntro!.cuePoint, next_state: 'promptActive(1)' });
  });

  it('a moving state goes on at its cue; a static one holds the picture at the cue until the child acts', () => {
    const i = startIntro();
    i.actor.send({ type: 'READY', player: i.player });
    i.cue();
    expect(i.key()).toBe('promptActive(1)');
    i.cue();
    expect(i.key()).toBe('promptStatic');
    i.cue();
    expect(i.actor.getSnapshot().value).toBe('holding');
    expect(i.log.at(-1)).toBe(`pause ${cues.promptStatic!.cuePoint}`);
    i.actor.send({ type: 'CUE', state: 'promptStatic' }); // a repeated cue while holding does nothing
    expect(i.key()).toBe('promptStatic');
    i.actor.send({ type: 'ADVANCE' });
    expect(i.key()).toBe('mmIntro');
    expect(i.log.at(-1)).toBe('scene mmIntro null');
  });

  it("ignores a late cue of a state it already left, and ADVANCE while the video runs", () => {
    const i = startIntro();
    i.actor.send({ type: 'READY', player: i.player });
    i.actor.send({ type: 'CUE', state: 'mmIntro' });
    i.actor.send({ type: 'ADVANCE' });
    expect(i.key()).toBe('levelIntro');
  });

  it('the conditional pretest: the welcome (held) when not done, else the "already done" section, seeking past the other', () => {
    for (const done of [false, true]) {
      const i = startIntro(done);
      i.actor.send({ type: 'READY', player: i.player });
      while (i.key() !== 'pretestIntro') {
        if (i.actor.getSnapshot().value === 'holding') i.actor.send({ type: 'ADVANCE' });
        else i.cue();
      }
      i.cue();
      expect(i.key()).toBe(done ? 'pretestComplete' : 'pretestWelcome');
      expect(i.applied.at(-1)!.current_time).toBe(done ? cues.pretestComplete!.currentTime : null);
      i.cue();
      expect(i.actor.getSnapshot().value).toBe(done ? 'running' : 'holding');
    }
  });

  it('walks the whole chain to the end: every scene to the game, then "end", a pause and finish once', () => {
    const i = startIntro();
    i.actor.send({ type: 'READY', player: i.player });
    const seen = [i.key()];
    while (i.actor.getSnapshot().status === 'active') {
      if (i.actor.getSnapshot().value === 'holding') i.actor.send({ type: 'ADVANCE' });
      else i.cue();
      if (seen.at(-1) !== i.key()) seen.push(i.key());
    }
    expect(seen.at(-1)).toBe('locked');
    expect(seen).not.toContain('pretestComplete');
    // ssStatic's superskills screen is not wired: it is not held.
    expect(i.log).not.toContain(`pause ${cues.ssStatic!.cuePoint}`);
    expect(i.log.slice(-3)).toEqual(['scene end null', 'pause null', 'finish']);
    i.actor.send({ type: 'SKIP' });
    expect(i.log.filter((l) => l === 'finish')).toHaveLength(1);
  });

  it('skip, the stage exit and the video end finish at once, from any state', () => {
    for (const ev of [{ type: 'SKIP' }, { type: 'ENDED' }] as const) {
      const i = startIntro();
      i.actor.send({ type: 'READY', player: i.player });
      i.actor.send(ev);
      expect(i.actor.getSnapshot().status).toBe('done');
      expect(i.log).toEqual(['scene levelIntro null', 'scene end null', 'pause null', 'finish']);
      // Before the video is ready (it can't play): finish anyway, the child is not stuck.
      const early = startIntro();
      early.actor.send(ev);
      expect(early.log).toEqual(['scene end null', 'finish']);
    }
  });
});
