import { describe, expect, it, vi } from 'vitest';
import { COMPLIMENTS, DONT_KNOW_MESSAGE, INCORRECT_MESSAGE } from '../../core/compliments';
import { BACKGROUND_VOLUME, COMPLIMENT_SOUND_DELAY_MS, MUTED_STORAGE_KEY, type SoundStorage } from './sound';
import { setup } from './sound.test-support';
import { complimentSlug, complimentUrl, effectUrl, musicUrl } from '../../core/sound-assets';

describe('compliment sounds', () => {
  it('plays the clip exactly 1000 ms after the call', () => {
    const { player, clock, byUrl } = setup();
    expect(COMPLIMENT_SOUND_DELAY_MS).toBe(1000);
    clock.now = 5000;
    player.playCompliment('Great!');
    clock.advance(999);
    expect(byUrl(complimentUrl('Great')).flatMap((h) => h.plays)).toEqual([]);
    clock.advance(1);
    expect(byUrl(complimentUrl('Great')).flatMap((h) => h.plays)).toEqual([6000]);
    clock.advance(10_000);
    expect(byUrl(complimentUrl('Great')).flatMap((h) => h.plays)).toEqual([6000]);
  });

  it('has a clip for every compliment and both "not quite" messages', () => {
    const { player, clock, howls, warn } = setup();
    for (const phrase of [...COMPLIMENTS.map((c) => `${c}!`), INCORRECT_MESSAGE, DONT_KNOW_MESSAGE]) {
      player.playCompliment(phrase);
      clock.advance(COMPLIMENT_SOUND_DELAY_MS);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(howls.map((h) => h.options.src[0])).toContain('/assets/audio/compliments/youre-awesome.ogg');
    expect(howls.map((h) => h.options.src[0])).toContain('/assets/audio/compliments/nice-effort.ogg');
    expect(howls.every((h) => h.plays.length === 1)).toBe(true);
    expect(complimentSlug('No problem!')).toBe('no-problem');
  });

  it('a newer compliment replaces one still waiting, and cancel stops it', () => {
    const { player, clock, howls } = setup();
    player.playCompliment('Great!');
    clock.advance(500);
    const cancel = player.playCompliment('Super!');
    clock.advance(999);
    const played = () => howls.filter((h) => h.plays.length > 0).map((h) => h.options.src[0]);
    expect(played()).toEqual([]); // both clips made (loading) on first use, none played
    clock.advance(1);
    expect(played()).toEqual([complimentUrl('Super')]);
    player.playCompliment('Nice!')();
    clock.advance(2000);
    expect(played()).toEqual([complimentUrl('Super')]);
    cancel(); // late cancel of an already played clip is harmless
    expect(clock.pending).toBe(0);
  });

  it('logs an unknown phrase and plays nothing', () => {
    const { player, clock, howls, warn } = setup();
    player.playCompliment('Splendiferous!');
    clock.advance(2000);
    expect(howls).toHaveLength(0);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[sound\] /);
  });
});

describe('background music', () => {
  it('does not start while the flag is off', () => {
    const { player, howls } = setup();
    player.startMusic('ocean');
    expect(howls).toHaveLength(0);
    expect(player.getSettings().musicEnabled).toBe(false);
  });

  it('plays the theme loop at volume 0.2 once enabled, switches themes and stops', () => {
    const { player, byUrl } = setup();
    player.setMusicEnabled(true);
    player.startMusic('ocean');
    const ocean = byUrl(musicUrl('ocean'))[0]!;
    expect(BACKGROUND_VOLUME).toBe(0.2);
    expect(ocean.options).toMatchObject({ volume: 0.2, loop: true, src: ['/assets/audio/music/ocean.ogg', '/assets/audio/music/ocean.mp3'] });
    expect(ocean.playing).toBe(true);
    player.startMusic('ocean'); // same theme: keeps playing, no restart
    expect(ocean.plays).toHaveLength(1);
    player.startMusic('desert');
    expect(ocean.playing).toBe(false);
    expect(byUrl(musicUrl('desert'))[0]!.playing).toBe(true);
    player.setMusicEnabled(false);
    expect(byUrl(musicUrl('desert'))[0]!.playing).toBe(false);
    player.setMusicEnabled(true); // the wanted theme comes back
    expect(byUrl(musicUrl('desert'))[0]!.playing).toBe(true);
    player.stopMusic();
    expect(byUrl(musicUrl('desert'))[0]!.playing).toBe(false);
  });

  it('starts a theme asked for before the flag arrives, and ignores unknown themes', () => {
    const { player, howls, warn } = setup();
    player.startMusic('jungle');
    player.setMusicEnabled(true);
    expect(howls.map((h) => h.options.src[0])).toEqual([musicUrl('jungle')]);
    player.startMusic('moon');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(howls[0]!.playing).toBe(true);
  });
});

describe('errors are logged and swallowed', () => {
  it('load errors, blocked autoplay, throwing play and a failing factory', () => {
    const { player, clock, warn, byUrl } = setup({
      misbehave: (url) => {
        if (url.includes('/narration/')) return 'loaderror';
        if (url.includes('/music/')) return 'playerror';
        if (url === effectUrl('pop')) return 'throw-play';
        if (url === effectUrl('gem')) return 'throw-create';
        return undefined;
      },
    });
    expect(() => {
      player.playNarration('/assets/audio/narration/level-01-start.ogg');
      player.setMusicEnabled(true);
      player.startMusic('arctic');
      player.playEffect('pop');
      player.playEffect('gem');
      player.playEffect('correct');
      player.playCompliment('Amazing!');
      clock.advance(COMPLIMENT_SOUND_DELAY_MS);
    }).not.toThrow();
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.every((m) => m.startsWith('[sound] '))).toBe(true);
    expect(messages.some((m) => m.includes('could not load /assets/audio/narration/level-01-start.ogg'))).toBe(true);
    expect(messages.some((m) => m.includes('autoplay blocked'))).toBe(true);
    expect(messages.some((m) => m.includes(`could not play ${effectUrl('pop')}`))).toBe(true);
    expect(messages.some((m) => m.includes(`could not create ${effectUrl('gem')}`))).toBe(true);
    // the working sounds still played
    expect(byUrl(effectUrl('correct'))[0]!.plays).toHaveLength(1);
    expect(byUrl(complimentUrl('Amazing'))[0]!.plays).toHaveLength(1);
    // a failed load is forgotten, so the next call tries again with a new Howl
    player.playNarration('/assets/audio/narration/level-01-start.ogg');
    expect(byUrl('/assets/audio/narration/level-01-start.ogg')).toHaveLength(2);
  });

  it('a storage that throws does not break muting', () => {
    const storage: SoundStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { player, warn } = setup({ storage });
    expect(player.isMuted()).toBe(false);
    expect(() => player.setMuted(true)).not.toThrow();
    expect(player.isMuted()).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});

describe('mute', () => {
  it('persists in storage and is read back by a new player', () => {
    const first = setup();
    first.player.setMuted(true);
    expect(first.storage!.getItem(MUTED_STORAGE_KEY)).toBe('1');
    const second = setup({ storage: first.storage });
    expect(second.player.isMuted()).toBe(true);
    second.player.setMuted(false);
    expect(first.storage!.getItem(MUTED_STORAGE_KEY)).toBe('0');
  });

  it('silences everything and notifies subscribers; unmuting resumes the music', () => {
    const { player, clock, howls, byUrl } = setup();
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    player.setMusicEnabled(true);
    player.startMusic('ocean');
    player.playNarration('/assets/audio/narration/level-02-start.ogg');
    player.playCompliment('Great!');
    const before = player.getSettings();
    player.setMuted(true);
    expect(player.getSettings()).not.toBe(before);
    expect(player.getSettings()).toEqual({ muted: true, musicEnabled: true });
    expect(howls.every((h) => !h.playing)).toBe(true);
    clock.advance(5000);
    player.playEffect('correct');
    player.playNarration('/assets/audio/narration/level-02-end.ogg');
    player.playCompliment('Super!');
    clock.advance(5000);
    expect(howls.flatMap((h) => h.plays)).toHaveLength(2); // only the music and narration from before muting
    player.setMuted(false);
    expect(byUrl(musicUrl('ocean'))[0]!.playing).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3); // music on, mute, unmute
    unsubscribe();
    player.setMuted(true);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('narration', () => {
  it('a new narration stops the previous one', () => {
    const { player, byUrl } = setup();
    const a = '/assets/audio/narration/level-03-start.ogg';
    const b = '/assets/audio/narration/level-03-end.ogg';
    player.playNarration(a);
    expect(byUrl(a)[0]!.playing).toBe(true);
    player.playNarration(b);
    expect(byUrl(a)[0]!.playing).toBe(false);
    expect(byUrl(b)[0]!.playing).toBe(true);
    player.playNarration(null);
    expect(byUrl(b)[0]!.playing).toBe(true);
    player.stopNarration();
    expect(byUrl(b)[0]!.playing).toBe(false);
  });

  it('keeps only the two most recent narrations loaded', () => {
    const { player, byUrl } = setup();
    const url = (n: number) => `/assets/audio/narration/level-${String(n).padStart(2, '0')}-start.ogg`;
    player.playNarration(url(1));
    player.playNarration(url(2));
    player.playNarration(url(1));
    expect(byUrl(url(1))).toHaveLength(1); // cached
    player.playNarration(url(3));
    expect(byUrl(url(2))[0]!.unloads).toBe(1);
    expect(byUrl(url(1))[0]!.unloads).toBe(0);
  });
});

describe('effects', () => {
  it('each effect plays its own cached file', () => {
    const { player, byUrl } = setup();
    player.playEffect('levelComplete');
    player.playEffect('levelComplete');
    expect(byUrl('/assets/audio/sfx/level-complete.ogg')).toHaveLength(1);
    expect(byUrl('/assets/audio/sfx/level-complete.ogg')[0]!.plays).toHaveLength(2);
    player.playEffect('tryAgain');
    expect(byUrl('/assets/audio/sfx/try-again.ogg')[0]!.options.volume).toBeLessThan(1);
  });
});
