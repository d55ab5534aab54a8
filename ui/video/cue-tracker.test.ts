import { describe, expect, it } from 'vitest';
import { CueTrackingSource } from './cue-tracker';
import type { CueData } from '../../core/video/types';

const cue = (state: string): CueData => ({ state, next_state: null, next_sub_state: null });

/** The smallest source: plays from one time to another and reports the crossings. */
class TestSource extends CueTrackingSource {
  playTo(from: number, to: number, interrupted = () => false): boolean {
    return this.emitCrossed(from, to, interrupted);
  }
  clear() {
    this.removeAllListeners();
  }
}

describe('CueTrackingSource', () => {
  it('emits the cue points crossed going forward, in time order, and none going back', async () => {
    const source = new TestSource();
    await source.addCuePoint(5, cue('b'));
    await source.addCuePoint(2, cue('a'));
    await source.addCuePoint(9, cue('c'));
    const seen: string[] = [];
    source.on('cuepoint', ({ data }) => seen.push(data.state));
    expect(source.playTo(0, 6)).toBe(true);
    expect(source.playTo(6, 1)).toBe(true);
    expect(source.playTo(6, 9)).toBe(true);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops at the cue whose handler interrupted playback', async () => {
    const source = new TestSource();
    for (const [t, s] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) await source.addCuePoint(t, cue(s));
    const seen: string[] = [];
    let paused = false;
    source.on('cuepoint', ({ data }) => {
      seen.push(data.state);
      if (data.state === 'b') paused = true;
    });
    expect(source.playTo(0, 3, () => paused)).toBe(false);
    expect(seen).toEqual(['a', 'b']);
  });

  it('removes cue points and handlers', async () => {
    const source = new TestSource();
    const id = await source.addCuePoint(1, cue('a'));
    await source.addCuePoint(2, cue('b'));
    expect(await source.removeCuePoint(id)).toBe(id);
    expect((await source.getCuePoints()).map((c) => c.data.state)).toEqual(['b']);
    const seen: number[] = [];
    const handler = ({ time }: { time: number }) => seen.push(time);
    source.on('cuepoint', handler);
    source.playTo(0, 2);
    source.off('cuepoint', handler);
    source.playTo(0, 2);
    source.on('cuepoint', handler);
    source.clear();
    source.playTo(0, 2);
    expect(seen).toEqual([2]);
  });
});
