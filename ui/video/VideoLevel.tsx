/**
 * A desert video level (levels 17–21; spec part 1 sections 3, 5, 9): renders the states of the
 * video level machine (video-level.machine.ts) over the video: the custom welcome, the question
 * at a cue, the answer's feedback, an error. The machine gets the API calls and the player.
 */
import { useCallback, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { LevelContent } from '../../core/content/level-schema';
import type { MapGame } from '../../worker/math/math.contracts';
import type { VideoEndResponse } from '../../worker/math/video/video-level.contracts';
import { api } from '../lib/api';
import { VideoQuestionCard } from './VideoQuestionCard';
import { provideVideoLevel } from './video-level.services';
import type { VideoPlayer } from './video-player';
import { VideoStage } from './VideoStage';

export interface VideoLevelProps {
  studentId: number;
  level: LevelContent;
  onProgress: (mapGame: MapGame, gems: number) => void;
  onComplete: (result: VideoEndResponse) => void;
  onExit: () => void;
}

/** The machine's flow state as the `data-step` the page has always shown. */
const STEP: Record<string, string> = { waiting: 'loading', loading: 'loading', watching: 'watching', question: 'question', submitting: 'question', resyncing: 'question', feedback: 'feedback', ending: 'ending', done: 'ending', error: 'error' };

export default function VideoLevel({ studentId, level, onProgress, onComplete, onExit }: VideoLevelProps) {
  const video = level.assets.video!;
  const [lesson] = useState(() => ({ source: video.source, id: video.id ?? video.vimeoId ?? 'video', src: video.src, captions: video.captions }));
  // Read once: the screen's callbacks only send to its own machine.
  const [machine] = useState(() => provideVideoLevel({ api, studentId, onProgress, onComplete }));
  const [snapshot, send] = useMachine(machine, { input: { cues: video.cues, customWelcome: level.custom_welcome, welcomeMs: level.custom_welcome_length } });

  const onReady = useCallback(
    (p: VideoPlayer) => {
      p.on('cue', (data) => send({ type: 'CUE', state: data.state, sub: data.next_sub_state }));
      p.on('state', (s) => s === 'ended' && send({ type: 'ENDED' }));
      send({ type: 'READY', player: p });
    },
    [send],
  );

  const c = snapshot.context;
  const step = typeof snapshot.value === 'string' ? snapshot.value : String(snapshot.value.flow);
  const kind = STEP[step] ?? 'loading';
  return (
    <div data-testid="video-level" data-step={kind} data-cue={c.cue}>
      <VideoStage video={lesson} onReady={onReady} onExit={onExit}>
        {snapshot.matches({ welcome: 'showing' }) && level.custom_welcome && (
          <div className="card video-welcome" data-testid="video-welcome">
            {level.custom_welcome}
          </div>
        )}
        {kind === 'question' && c.question && (
          <>
            <VideoQuestionCard key={c.question.id} question={c.question} busy={step !== 'question'} onSubmit={(answer) => send({ type: 'SUBMIT', answer })} />
            {c.notice && (
              <p className="feedback feedback-invalid video-welcome" role="alert">
                {c.notice}
              </p>
            )}
          </>
        )}
        {kind === 'feedback' && c.result && (
          <div className="vq-layer">
            <div className="card vq-card" role="status" data-testid="vq-feedback" data-correct={String(c.result.result === 'correct')}>
              {c.result.result === 'correct' ? (
                <div className="compliment">{c.compliment}</div>
              ) : (
                <div className="feedback feedback-bad" data-testid="vq-explanation">
                  <div>
                    The answer is <strong>{c.result.correct_answer.join(', ')}</strong>.
                  </div>
                  <div>{c.result.explanation}</div>
                </div>
              )}
              <div className="vq-actions" style={{ marginTop: 12 }}>
                <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'CONTINUE' })} data-testid="vq-continue">
                  Keep watching
                </button>
              </div>
            </div>
          </div>
        )}
        {kind === 'error' && (
          <div className="vq-layer">
            <div className="card vq-card" role="alert">
              <p>{c.error}</p>
              <button className="btn btn-primary" onClick={onExit}>
                Back to the map
              </button>
            </div>
          </div>
        )}
      </VideoStage>
    </div>
  );
}
