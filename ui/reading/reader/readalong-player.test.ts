import { describe, expect, it } from 'vitest';
import { createReadAlongPlayer, type ReadAlongHowl, type ReadAlongHowlOptions } from './readalong-player';
import type { Page } from './types';

const PAGE: Page = {
  id: 1,
  part_number: 1,
  number: 1,
  text: 'I see a cat.',
  art_url: '/a.svg',
  narration: {
    audio_url: '/n/p1-1.mp3',
    duration_ms: 1400,
    words: [
      { start_ms: 0, end_ms: 230 },
      { start_ms: 235, end_ms: 640 },
      { start_ms: 640, end_ms: 810 },
      { start_ms: 840, end_ms: 1370 },
    ],
  },
};

/** A fake clip: the test sets its clock (`at`, seconds) and ends sounds; it records what was asked. */
function rig() {
  const calls: string[] = [];
  const howls: (ReadAlongHowl & { options: ReadAlongHowlOptions; at: number; end(id: number): void })[] = [];
  const frames: (() => void)[] = [];
  const warnings: string[] = [];
  let nextId = 100;
  const player = createReadAlongPlayer({
    createHowl: (options) => {
      const h = {
        options,
        at: 0,
        play: (s?: string | number) => {
          calls.push(`play ${String(s)}`);
          return typeof s === 'number' ? s : nextId++;
        },
        pause: (id?: number) => calls.push(`pause ${id}`),
        stop: (id?: number) => calls.push(`stop ${id}`),
        seek: () => h.at,
        mute: (m: boolean) => calls.push(`mute ${m}`),
        unload: () => calls.push('unload'),
        end: (id: number) => options.onend(id),
      };
      howls.push(h);
      return h;
    },
    requestFrame: (run) => frames.push(run),
    cancelFrame: () => frames.splice(0),
    warn: (m) => warnings.push(m),
  });
  const frame = () => {
    const run = frames.shift();
    run?.();
  };
  return { player, calls, howls, frame, frames, warnings };
}

describe('the read-along player', () => {
  it('makes one clip per page with a sprite per word', () => {
    const { player, howls } = rig();
    player.load(PAGE);
    expect(howls).toHaveLength(1);
    expect(howls[0]!.options.src).toEqual(['/n/p1-1.mp3']);
    expect(howls[0]!.options.sprite).toMatchObject({ page: [0, 1400], w0: [0, 230], w3: [840, 530] });
    expect(player.getSnapshot()).toEqual({ status: 'idle', wordIndex: -1, available: true });
  });

  it('lights the word at the clip’s clock on every frame, and stops at the end', () => {
    const { player, howls, frame, calls } = rig();
    player.load(PAGE);
    const seen: string[] = [];
    player.subscribe(() => seen.push(`${player.getSnapshot().status} ${player.getSnapshot().wordIndex}`));
    player.play();
    expect(calls).toContain('play page');
    expect(player.getSnapshot().status).toBe('playing');
    const h = howls[0]!;
    for (const at of [0.1, 0.3, 0.7, 0.9, 1.0]) {
      h.at = at;
      frame();
    }
    expect(seen).toEqual(['playing -1', 'playing 0', 'playing 1', 'playing 2', 'playing 3']);
    h.end(100);
    expect(player.getSnapshot()).toEqual({ status: 'ended', wordIndex: -1, available: true });
  });

  it('pauses and resumes the same sound; after the end Play starts again from the top', () => {
    const { player, howls, calls, frames } = rig();
    player.load(PAGE);
    player.play();
    player.pause();
    expect(calls.slice(-1)).toEqual(['pause 100']);
    expect(frames).toHaveLength(0);
    expect(player.getSnapshot().status).toBe('paused');
    player.play();
    expect(calls.slice(-1)).toEqual(['play 100']);
    howls[0]!.end(100);
    player.play();
    expect(calls.slice(-1)).toEqual(['play page']);
  });

  it('plays a tapped word alone, pausing the reading, and lights it while it plays', () => {
    const { player, howls, calls } = rig();
    player.load(PAGE);
    player.play();
    player.playWord(3);
    expect(calls.slice(-2)).toEqual(['pause 100', 'play w3']);
    expect(player.getSnapshot()).toMatchObject({ status: 'word', wordIndex: 3 });
    howls[0]!.end(101);
    expect(player.getSnapshot()).toMatchObject({ status: 'paused', wordIndex: -1 });
    player.playWord(9);
    expect(calls.slice(-1)).toEqual(['play w3']);
  });

  it('unloads the old clip on a page turn and ignores its late errors', () => {
    const { player, howls, calls, warnings } = rig();
    player.load(PAGE);
    const old = howls[0]!;
    player.load({ ...PAGE, id: 2 });
    expect(calls).toContain('unload');
    old.options.onloaderror(1, 'Decoding audio data failed.');
    expect(warnings).toEqual([]);
    howls[1]!.options.onloaderror(2, 'gone');
    expect(warnings).toHaveLength(1);
    expect(player.getSnapshot().status).toBe('idle');
  });

  it('has nothing to play on a page without narration, and follows the mute setting', () => {
    const { player, howls, calls } = rig();
    player.setMuted(true);
    player.load({ ...PAGE, narration: null });
    expect(howls).toHaveLength(0);
    expect(player.getSnapshot().available).toBe(false);
    player.play();
    player.load(PAGE);
    expect(calls).toEqual(['mute true']);
    player.setMuted(false);
    expect(calls.slice(-1)).toEqual(['mute false']);
  });

  it('never throws when howler does', () => {
    const warnings: string[] = [];
    const player = createReadAlongPlayer({
      createHowl: () => {
        throw new Error('no audio');
      },
      requestFrame: () => 0,
      cancelFrame: () => undefined,
      warn: (m) => warnings.push(m),
    });
    expect(() => player.load(PAGE)).not.toThrow();
    expect(player.getSnapshot().available).toBe(false);
    expect(warnings).toHaveLength(1);
    player.dispose();
  });
});
