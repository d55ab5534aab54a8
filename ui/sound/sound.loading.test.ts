/**
 * Issue 21 "Light pages": the sound player fetches nothing before the child's first tap; the music
 * loop only after it; effects warm up after it; compliment clips load on first use, during their
 * 1000 ms delay. A Howl made by the factory is a fetch in the browser (howler loads on creation).
 */
import { describe, expect, it } from 'vitest';
import { EFFECT_FILES, complimentUrl, effectUrl, musicUrl, SPOKEN_PHRASES } from '../../core/sound-assets';
import { afterFirstGesture } from './sound';
import { setup } from './sound.test-support';

describe('loading before and after the first tap', () => {
  it('opening the map (preload, music asked for with the flag on) makes no Howl until the first tap', () => {
    const { player, howls, tap, tapWaits } = setup({ untapped: true });
    player.preload();
    player.setMusicEnabled(true);
    player.startMusic('ocean');
    player.startMusic('ocean');
    expect(howls).toHaveLength(0);
    expect(tapWaits()).toBe(1); // one listener, however many callers wait

    tap();
    const music = howls.filter((h) => h.options.src[0] === musicUrl('ocean'));
    expect(music).toHaveLength(1);
    expect(music[0]!.plays).toHaveLength(1);
    expect(music[0]!.options.loop).toBe(true);
    const effects = Object.keys(EFFECT_FILES).map((name) => effectUrl(name as keyof typeof EFFECT_FILES));
    expect(howls.map((h) => h.options.src[0]).sort()).toEqual([musicUrl('ocean'), ...effects].sort());
  });

  it('preload warms up the effects only, never the compliment clips, and nothing while muted', () => {
    const { player, howls, byUrl } = setup();
    player.preload();
    expect(howls).toHaveLength(Object.keys(EFFECT_FILES).length);
    for (const phrase of SPOKEN_PHRASES) expect(byUrl(complimentUrl(phrase))).toEqual([]);
    expect(howls.every((h) => h.plays.length === 0)).toBe(true);

    const muted = setup({ untapped: true });
    muted.player.preload();
    muted.player.setMuted(true);
    muted.tap();
    expect(muted.howls).toEqual([]);
  });

  it('music switched off or muted before the tap is not fetched after it; the last wanted theme plays', () => {
    const off = setup({ untapped: true });
    off.player.setMusicEnabled(true);
    off.player.startMusic('desert');
    off.player.setMusicEnabled(false);
    off.tap();
    expect(off.howls).toEqual([]);

    const switched = setup({ untapped: true });
    switched.player.setMusicEnabled(true);
    switched.player.startMusic('desert');
    switched.player.startMusic('jungle');
    switched.tap();
    expect(switched.howls.map((h) => h.options.src[0])).toEqual([musicUrl('jungle')]);
  });

  it("a compliment's clip is made when the compliment appears and played from the same Howl 1000 ms later", () => {
    const { player, clock, byUrl } = setup();
    player.playCompliment('Great!');
    const clip = byUrl(complimentUrl('Great'));
    expect(clip).toHaveLength(1);
    expect(clip[0]!.plays).toEqual([]);
    clock.advance(1000);
    expect(byUrl(complimentUrl('Great'))).toHaveLength(1);
    expect(clip[0]!.plays).toEqual([1000]);
  });

  it('afterFirstGesture runs at once outside a browser (Node: no window)', () => {
    let ran = 0;
    afterFirstGesture(() => ran++);
    expect(ran).toBe(1);
  });
});
