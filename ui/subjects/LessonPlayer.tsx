/**
 * The subjects' lesson player (issue 15 contract 5b) over the video engine (ui/video: VideoStage,
 * VideoPlayer, the own and Vimeo sources, cue points with the spec's twin 0.251 s later): plays a
 * film or lesson, reports its cues and its end, offers Skip, and a big Play button when the browser
 * refuses to start a video with sound. Video states (lesson-player.ts): intro -> playing ->
 * quizTime (a cue whose `state` starts with "quiz" holds the picture until `paused` turns false:
 * the screen's question at a cue) -> ended. A video that can't load shows VideoStage's kind error;
 * its button calls `onError` (or `onEnded`), so a film never blocks the flow.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { cueStates, nextVideoState, toVideoRef, type LessonCue, type LessonVideo, type LessonVideoState } from './lesson-player';
import type { CueData } from '../../core/video/types';
import type { VideoPlayer } from '../video/video-player';
import { VideoStage } from '../video/VideoStage';
import './subjects.css';

export interface LessonPlayerProps {
  video: LessonVideo;
  cues?: LessonCue[];
  onCue?: (data: CueData) => void;
  onEnded: () => void;
  onSkip?: () => void;
  /** The video can't play; default: onEnded. */
  onError?: () => void;
  /** While true after a quiz cue the video holds; false plays on. */
  paused?: boolean;
  /** The error card's button and the skip button's words. */
  exitLabel?: string;
  skipLabel?: string;
}

const holds = (data: CueData) => data.state.startsWith('quiz');

export function LessonPlayer({ video, cues = [], onCue, onEnded, onSkip, onError, paused = false, exitLabel = 'Go on', skipLabel = 'Skip' }: LessonPlayerProps) {
  const [ref] = useState(() => toVideoRef(video));
  const [state, setState] = useState<LessonVideoState>('intro');
  const player = useRef<VideoPlayer | null>(null);
  const handlers = useRef({ onCue, onEnded });
  useEffect(() => {
    handlers.current = { onCue, onEnded };
  });
  const step = useCallback((e: Parameters<typeof nextVideoState>[1]) => setState((s) => nextVideoState(s, e)), []);

  const play = useCallback(async (p: VideoPlayer) => step({ type: (await p.play()) ? 'played' : 'refused' }), [step]);

  const onReady = useCallback(
    (p: VideoPlayer) => {
      player.current = p;
      p.on('cue', (data) => {
        const hold = holds(data);
        if (hold) void p.pause();
        step({ type: 'cue', holds: hold });
        handlers.current.onCue?.(data);
      });
      p.on('state', (s) => {
        if (s !== 'ended') return;
        step({ type: 'ended' });
        handlers.current.onEnded();
      });
      void (async () => {
        for (const c of cueStates(cues)) await p.setNextCuePoint(c);
        await play(p);
      })();
    },
    // The cues are read once, with the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [play, step],
  );

  // The screen's question is answered: play on from the cue.
  useEffect(() => {
    if (!paused && state === 'quizTime' && player.current) {
      step({ type: 'resumed' });
      void player.current.play();
    }
  }, [paused, state, step]);

  return (
    <div className="lesson-player" data-testid="lesson-player" data-video-state={state}>
      <VideoStage video={ref} poster={video.poster_url ?? null} onReady={onReady} onExit={onError ?? onEnded} exitLabel={exitLabel}>
        {state === 'needsTap' && (
          <div className="lesson-tap">
            <button className="btn btn-primary lesson-tap-button" autoFocus onClick={() => player.current && void play(player.current)} data-testid="lesson-play">
              <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
                <path d="M12 8v24l20-12z" fill="currentColor" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
              </svg>
              Play
            </button>
          </div>
        )}
      </VideoStage>
      {onSkip && state !== 'ended' && (
        <button className="btn btn-ghost btn-small lesson-skip" onClick={onSkip} data-testid="lesson-skip">
          {skipLabel}
        </button>
      )}
    </div>
  );
}
