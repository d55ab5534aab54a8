/**
 * The video on screen: a rounded 16:9 stage holding the own `<video>` (with its WebVTT captions)
 * or the Vimeo iframe, a spinner while loading or buffering, and a child-friendly error with a
 * way back when the video can't load (offline Vimeo, missing file): never a hang (the source
 * must be ready within READY_TIMEOUT_MS).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OwnSource } from './own-source';
import type { PlayerSource, VideoLessonRef, VideoPlayerState } from '../../core/video/types';
import { isSeekRetryPlatform, VideoError, VideoPlayer } from './video-player';
import { VimeoSource } from './vimeo-source';
import './video.css';

/** What the child reads when a video can't play (the technical message goes to the log). */
export const VIDEO_UNAVAILABLE = {
  title: "This video can't play right now",
  body: 'Maybe the internet is taking a nap. Ask a grown-up to check the connection, then try again.',
};

function makeSource(video: VideoLessonRef, el: HTMLVideoElement | null, frame: HTMLDivElement | null): PlayerSource | null {
  if (video.source === 'own') return el ? new OwnSource(el) : null;
  return frame ? new VimeoSource(frame, video.id) : null;
}

export interface VideoStageProps {
  video: VideoLessonRef;
  /** Called once the player is ready (state `cued`). */
  onReady: (player: VideoPlayer) => void;
  /** The way back from the error card. */
  onExit: () => void;
  exitLabel?: string;
  /** Overlays drawn over the picture (question boxes placed inside the video). */
  children?: ReactNode;
  /** Shrinks the video into a corner so the map behind it shows (intro map scenes). */
  corner?: boolean;
  /** Drawn just above the video box, outside the picture (the intro's button beside the corner video). */
  above?: ReactNode;
  /** Own videos: the still shown until the first frame (the subjects' lesson player). */
  poster?: string | null;
}

export function VideoStage({ video, onReady, onExit, exitLabel = 'Back to the map', children, corner = false, above = null, poster = null }: VideoStageProps) {
  const videoEl = useRef<HTMLVideoElement>(null);
  const frameEl = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [state, setState] = useState<VideoPlayerState>('idle');
  const [buffering, setBuffering] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    const source = makeSource(video, videoEl.current, frameEl.current);
    const player = new VideoPlayer(source, { seekRetryWhenZero: isSeekRetryPlatform() });
    let live = true;
    const offState = player.on('state', (s) => live && setState(s));
    const offBuffering = player.on('buffering', (b) => live && setBuffering(b));
    player.whenReady().then(
      () => {
        if (!live) return;
        setStatus('ready');
        onReadyRef.current(player);
      },
      (e: unknown) => {
        if (!live) return;
        console.warn('video: could not load', e instanceof VideoError ? `${e.code}: ${e.message}` : e);
        setStatus('error');
      },
    );
    return () => {
      live = false;
      offState();
      offBuffering();
      void player.destroy();
    };
  }, [video, attempt]);

  return (
    <div className={`video-stage${corner ? ' video-stage-corner' : ''}`} data-testid="video-stage" data-status={status} data-player-state={state} data-source={video.source}>
      {above && status === 'ready' && <div className="video-above">{above}</div>}
      <div className="video-box">
        {video.source === 'own' ? (
          <video key={attempt} ref={videoEl} className="video-frame" src={video.src ?? undefined} poster={poster ?? undefined} preload="auto" playsInline crossOrigin="anonymous" data-testid="video-element">
            {video.captions && <track kind="captions" src={video.captions} srcLang="en" label="English" default />}
          </video>
        ) : (
          <div key={attempt} ref={frameEl} className="video-frame" />
        )}
        {status === 'ready' && children}
        {(status === 'loading' || buffering) && (
          <div className="video-spinner" role="status" aria-label="Loading the video">
            <span />
          </div>
        )}
      </div>
      {status === 'error' && (
        <div className="modal-backdrop">
          <div className="card modal stack video-error" role="alert" data-testid="video-error">
            <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true">
              <rect x="6" y="8" width="84" height="56" rx="16" fill="#e8f6ff" stroke="#1d2b4f" strokeWidth="5" />
              <path d="M40 24v24l20-12z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="4" strokeLinejoin="round" />
              <path d="M14 62 82 10" stroke="#ff7a59" strokeWidth="6" strokeLinecap="round" />
            </svg>
            <h2>{VIDEO_UNAVAILABLE.title}</h2>
            <p>{VIDEO_UNAVAILABLE.body}</p>
            <div className="row" style={{ justifyContent: 'center' }}>
              <button className="btn btn-ghost" onClick={() => (setStatus('loading'), setAttempt((a) => a + 1))} data-testid="video-error-retry">
                Try again
              </button>
              <button className="btn btn-primary" onClick={onExit} autoFocus data-testid="video-error-back">
                {exitLabel}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
