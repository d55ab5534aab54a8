/**
 * Plays the funnel film chapter by chapter on a plain <video> (no video engine): `play` seeks to a
 * chapter's start and plays to its end (seconds), then calls `onEnd(step)` once; `hold` pauses on a
 * still frame. When the browser refuses sound without a tap, the film plays muted (`onMutedByBrowser`);
 * when the film cannot play at all (missing file, decode error), a timer of the chapter's length
 * stands in, so the funnel still moves on with the captions shown by the component.
 */
import type { FunnelStepName } from './funnel-script';

export interface ChapterPlayer {
  play(step: FunnelStepName, start_s: number, end_s: number): void;
  hold(at_s: number): void;
  destroy(): void;
}

/** Slack before a chapter's end at which it counts as ended (seconds): timeupdate fires about 4 times a second. */
const END_SLACK_S = 0.08;

export interface ChapterPlayerEvents {
  /** The chapter of `step` played to its end (or its stand-in timer ran out). */
  onEnd: (step: FunnelStepName) => void;
  /** The browser refused sound without a tap: the film plays muted. */
  onMutedByBrowser: () => void;
  /** The film cannot play: timers stand in (the component shows the narration as captions). */
  onFilmFailed: () => void;
}

export function createChapterPlayer(video: HTMLVideoElement, { onEnd, onMutedByBrowser, onFilmFailed }: ChapterPlayerEvents): ChapterPlayer {
  let current: { step: FunnelStepName; end_s: number } | null = null;
  let fallback: ReturnType<typeof setTimeout> | null = null;

  const clearFallback = () => {
    if (fallback) clearTimeout(fallback);
    fallback = null;
  };
  const end = () => {
    if (!current) return;
    const { step } = current;
    current = null;
    clearFallback();
    video.pause();
    onEnd(step);
  };
  const standIn = (seconds: number) => {
    clearFallback();
    onFilmFailed();
    fallback = setTimeout(end, Math.max(0, seconds) * 1000);
  };
  const onTime = () => {
    if (current && video.currentTime >= current.end_s - END_SLACK_S) end();
  };
  const onError = () => {
    if (current) standIn(current.end_s - video.currentTime);
  };
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('ended', end);
  video.addEventListener('error', onError, true);

  return {
    play(step, start_s, end_s) {
      current = { step, end_s };
      clearFallback();
      if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) return standIn(end_s - start_s);
      video.currentTime = start_s;
      video.play().catch((e: unknown) => {
        if (e instanceof DOMException && e.name === 'NotAllowedError' && !video.muted) {
          video.muted = true;
          onMutedByBrowser();
          video.play().catch(() => standIn(end_s - start_s));
        } else if (!(e instanceof DOMException && e.name === 'AbortError')) standIn(end_s - start_s);
      });
    },
    hold(at_s) {
      current = null;
      clearFallback();
      video.pause();
      if (!video.error && Number.isFinite(at_s)) video.currentTime = at_s;
    },
    destroy() {
      current = null;
      clearFallback();
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', end);
      video.removeEventListener('error', onError, true);
    },
  };
}
