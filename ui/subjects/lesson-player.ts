/**
 * The lesson player's pure parts (LessonPlayer.tsx, issue 15 contract 5b): the contract's video
 * and cues as the video engine's shapes (ui/video), and the player's video states: `intro` (loading
 * and starting), `playing`, `quizTime` (held at a cue while the screen asks its question),
 * `needsTap` (the browser refused to autoplay with sound: a big Play button) and `ended`.
 */
import type { CueData, VideoLessonRef, VideoStateObject } from '../../core/video/types';

/** A subject video as the contract gives it. */
export interface LessonVideo {
  source: 'own' | 'vimeo';
  url?: string;
  vimeo_id?: number;
  captions_url?: string;
  poster_url?: string;
}

/** A cue point at `time_s` seconds carrying its next-state data (spec "Cue point data"). */
export interface LessonCue {
  time_s: number;
  data: CueData;
}

export type LessonVideoState = 'intro' | 'playing' | 'quizTime' | 'needsTap' | 'ended';

/** The engine's video reference of a contract video. @throws Error for a Vimeo video without its id or an own video without its url. */
export function toVideoRef(video: LessonVideo): VideoLessonRef {
  if (video.source === 'vimeo') {
    if (video.vimeo_id === undefined) throw new Error('lesson player: a Vimeo video needs its vimeo_id');
    return { source: 'vimeo', id: String(video.vimeo_id) };
  }
  if (!video.url) throw new Error('lesson player: an own video needs its url');
  return { source: 'own', id: video.url, src: video.url, captions: video.captions_url ?? null };
}

/** Each cue as the video state object the player registers (VideoPlayer.setNextCuePoint), in time order. */
export function cueStates(cues: readonly LessonCue[]): VideoStateObject[] {
  return [...cues]
    .sort((a, b) => a.time_s - b.time_s)
    .map((c) => ({ state: c.data.state, next_cue_point: c.time_s, video_action: 'play', next_state: c.data.next_state, next_sub_state: c.data.next_sub_state }));
}

/** The player's state after an engine event (`paused` is the screen's quiz-time hold). */
export function nextVideoState(state: LessonVideoState, event: { type: 'played' } | { type: 'refused' } | { type: 'cue'; holds: boolean } | { type: 'resumed' } | { type: 'ended' }): LessonVideoState {
  switch (event.type) {
    case 'played':
      return state === 'ended' ? state : 'playing';
    case 'refused':
      return 'needsTap';
    case 'cue':
      return event.holds && state === 'playing' ? 'quizTime' : state;
    case 'resumed':
      return state === 'quizTime' ? 'playing' : state;
    case 'ended':
      return 'ended';
  }
}
