/**
 * React side of the read-along player (readalong-player.ts): one player per reader, the current
 * page loaded into it, the app's mute setting applied, and auto-read: after a page turn the new
 * page is read aloud when the child has not paused the reading (Pause turns auto-read off, Play on).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSoundSettings } from '../../sound/useSoundSettings';
import { createReadAlongPlayer, type ReadAlongDeps, type ReadAlongPlayer, type ReadAlongSnapshot } from './readalong-player';
import type { Page } from './types';

/** Wait after a page turn before reading it (ms): the page slides in first. */
export const AUTO_READ_DELAY_MS = 450;

export interface ReadAlongView extends ReadAlongSnapshot {
  autoRead: boolean;
  /** Play or pause (the big button). */
  toggle: () => void;
  playWord: (index: number) => void;
  pause: () => void;
}

/**
 * @param page the page shown (null while none)
 * @param deps test seams of the player (default: howler and requestAnimationFrame)
 */
export function useReadAlong(page: Page | null, deps?: ReadAlongDeps): ReadAlongView {
  const [player] = useState<ReadAlongPlayer>(() => createReadAlongPlayer(deps));
  const snapshot = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  const { muted } = useSoundSettings();
  const [autoRead, setAutoRead] = useState(true);

  useEffect(() => () => player.dispose(), [player]);
  useEffect(() => player.setMuted(muted), [player, muted]);

  useEffect(() => {
    player.load(page);
    if (!autoRead || page?.narration == null) return;
    const timer = setTimeout(() => player.play(), AUTO_READ_DELAY_MS);
    return () => clearTimeout(timer);
    // auto-read is read when the page changes, not re-run when it is toggled
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player, page]);

  const toggle = useCallback(() => {
    if (player.getSnapshot().status === 'playing') {
      player.pause();
      setAutoRead(false);
    } else {
      player.play();
      setAutoRead(true);
    }
  }, [player]);
  const playWord = useCallback((index: number) => player.playWord(index), [player]);
  const pause = useCallback(() => player.pause(), [player]);

  return { ...snapshot, autoRead, toggle, playWord, pause };
}
