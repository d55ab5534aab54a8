/**
 * A video lesson on its own page (`/watch/:source/:id`): the player for subjects whose lessons are
 * plain videos (science, social studies, superskills in spec part 2) until they get their own
 * screens. `source` is `own` (a video the app serves from /assets/video/{id}.webm with its WebVTT
 * captions, e.g. `lesson-sample`) or `vimeo` (a Vimeo id; offline this shows the clear error).
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { VideoLessonRef, VideoPlayerState } from '../../core/video/types';
import type { VideoPlayer } from './video-player';
import { VideoStage } from './VideoStage';

export default function VideoLessonScreen() {
  const { source, id = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<VideoPlayerState>('idle');
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const video = useMemo<VideoLessonRef | null>(() => {
    if (source === 'own' && /^[a-z0-9-]+$/.test(id)) return { source: 'own', id, src: `/assets/video/${id}.webm`, captions: `/assets/video/captions/${id}.vtt` };
    if (source === 'vimeo' && /^\d+$/.test(id)) return { source: 'vimeo', id };
    return null;
  }, [source, id]);
  const onReady = useCallback((p: VideoPlayer) => {
    setPlayer(p);
    p.on('state', setState);
  }, []);
  const back = () => void navigate('/select-student');

  if (!video) {
    return (
      <main className="page page-narrow">
        <div className="card stack" role="alert">
          <h1>We can't find that video</h1>
          <button className="btn btn-primary" onClick={back}>Back</button>
        </div>
      </main>
    );
  }
  return (
    <div className="game-screen" style={{ background: '#0f5fa3' }}>
      <div className="game-stage">
        <div className="hud">
          <button className="btn btn-ghost btn-small" onClick={back} data-testid="lesson-back">← Back</button>
        </div>
        <VideoStage video={video} onReady={onReady} onExit={back} exitLabel="Back">
          {player && state !== 'playing' && (
            <div className="vq-layer" style={{ placeItems: 'center' }}>
              <button className="btn btn-green intro-big-go" onClick={() => void player.play()} data-testid="lesson-play">
                {state === 'ended' ? 'Watch again' : 'Play'}
              </button>
            </div>
          )}
        </VideoStage>
      </div>
    </div>
  );
}
