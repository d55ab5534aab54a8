/**
 * A desert video level (levels 17–21; spec part 1 sections 3, 5, 9): the level's video plays with
 * 21 cue points (0–20) plus end. At each cue the video pauses (holding at the cue's
 * `currentTime`) for that cue's question; once answered (the server judges it) it resumes; at
 * the end cue the level completes. Re-entering a level resumes at the next unanswered cue.
 * The level's `custom_welcome` shows for `custom_welcome_length` ms over the start.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LevelContent } from '../../core/content/level-schema';
import type { MapGame } from '../../worker/math/math.contracts';
import type { PublicVideoQuestion, VideoAnswerResponse, VideoEndResponse } from '../../worker/math/video/video-level.contracts';
import type { VideoSubmission } from '../../worker/math/video/video-questions';
import { api, ApiError } from '../lib/api';
import { complimentFor } from '../../core/compliments';
import type { CueData } from '../../core/video/types';
import { VideoQuestionCard } from './VideoQuestionCard';
import type { VideoPlayer } from './video-player';
import { VideoStage } from './VideoStage';

export const VIDEO_QUESTION_STATE = 'videoQuestion';
export const VIDEO_END_STATE = 'videoEnd';

type Step =
  | { kind: 'loading' }
  | { kind: 'watching' }
  | { kind: 'question'; question: PublicVideoQuestion; notice: string | null }
  | { kind: 'feedback'; result: VideoAnswerResponse; compliment: string }
  | { kind: 'ending' }
  | { kind: 'error'; message: string };

export interface VideoLevelProps {
  studentId: number;
  level: LevelContent;
  onProgress: (mapGame: MapGame, gems: number) => void;
  onComplete: (result: VideoEndResponse) => void;
  onExit: () => void;
}

export default function VideoLevel({ studentId, level, onProgress, onComplete, onExit }: VideoLevelProps) {
  const video = level.assets.video!;
  const [lesson] = useState(() => ({ source: video.source, id: video.id ?? video.vimeoId ?? 'video', src: video.src, captions: video.captions }));
  const [cueShown, setCueShown] = useState(0);
  const player = useRef<VideoPlayer | null>(null);
  const next = useRef<{ cue: number; question: PublicVideoQuestion | null }>({ cue: 0, question: null });
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const answered = useRef(0);

  const cueTimes = useCallback((key: string) => {
    const cue = video.cues[key];
    if (!cue) throw new Error(`The video has no cue ${key}`);
    return cue;
  }, [video.cues]);

  /** Registers the cue of the next unanswered question (or the end) and plays from `from` seconds. */
  const playToNextCue = useCallback(
    async (from: number | null) => {
      const p = player.current;
      if (!p) return;
      const { cue } = next.current;
      const key = cue >= 21 ? 'end' : String(cue);
      await p.setNextCuePoint({ state: key === 'end' ? VIDEO_END_STATE : VIDEO_QUESTION_STATE, next_cue_point: cueTimes(key).cuePoint, video_action: 'play', next_state: key === 'end' ? 'end' : VIDEO_QUESTION_STATE, next_sub_state: cue });
      if (from !== null) await p.seek(from);
      setStep({ kind: 'watching' });
      await p.play();
    },
    [cueTimes],
  );

  const finish = useCallback(async () => {
    setStep({ kind: 'ending' });
    try {
      onComplete(await api.endVideoLevel(studentId));
    } catch (e) {
      setStep({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not finish the level.' });
    }
  }, [onComplete, studentId]);

  const onCue = useCallback(
    (data: CueData) => {
      const p = player.current;
      if (!p) return;
      if (data.state === VIDEO_END_STATE) {
        void p.pause(cueTimes('end').currentTime).then(finish);
        return;
      }
      const { cue, question } = next.current;
      if (data.next_sub_state !== cue || !question) return;
      void p.pause(cueTimes(String(cue)).currentTime);
      setStep({ kind: 'question', question, notice: null });
    },
    [cueTimes, finish],
  );

  const onReady = useCallback(
    (p: VideoPlayer) => {
      player.current = p;
      p.on('cue', onCue);
      // The video may end before the end cue fires (a very short end segment): the end still completes.
      p.on('state', (s) => s === 'ended' && next.current.cue >= 21 && void finish());
      api.videoLevel(studentId).then(
        (game) => {
          next.current = { cue: game.cue, question: game.question };
          setCueShown(game.cue);
          onProgress(game.map_game, game.incentives.gems);
          if (game.cue === 0) setWelcome(!!level.custom_welcome);
          // Resume where the child left: just before the next unanswered cue's segment.
          const from = game.cue === 0 ? 0 : cueTimes(String(game.cue - 1)).currentTime;
          void playToNextCue(from);
        },
        (e: unknown) => setStep({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not open the level.' }),
      );
    },
    [cueTimes, finish, level.custom_welcome, onCue, onProgress, playToNextCue, studentId],
  );

  useEffect(() => {
    if (!welcome) return;
    const t = setTimeout(() => setWelcome(false), level.custom_welcome_length ?? 6000);
    return () => clearTimeout(t);
  }, [welcome, level.custom_welcome_length]);

  async function submit(question: PublicVideoQuestion, answer: VideoSubmission) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await api.answerVideo(studentId, question.id, { answer });
      answered.current += 1;
      next.current = { cue: result.cue, question: result.question };
      setCueShown(result.cue);
      onProgress(result.map_game, result.incentives.gems);
      setStep({ kind: 'feedback', result, compliment: complimentFor(answered.current) + '!' });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Already answered (another tab): continue from where the server is.
        const game = await api.videoLevel(studentId);
        next.current = { cue: game.cue, question: game.question };
        void playToNextCue(null);
      } else setStep({ kind: 'question', question, notice: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="video-level" data-step={step.kind} data-cue={cueShown}>
      <VideoStage video={lesson} onReady={onReady} onExit={onExit}>
        {welcome && level.custom_welcome && (
          <div className="card video-welcome" data-testid="video-welcome">
            {level.custom_welcome}
          </div>
        )}
        {step.kind === 'question' && (
          <>
            <VideoQuestionCard key={step.question.id} question={step.question} busy={busy} onSubmit={(a) => void submit(step.question, a)} />
            {step.notice && (
              <p className="feedback feedback-invalid video-welcome" role="alert">
                {step.notice}
              </p>
            )}
          </>
        )}
        {step.kind === 'feedback' && (
          <div className="vq-layer">
            <div className="card vq-card" role="status" data-testid="vq-feedback" data-correct={String(step.result.result === 'correct')}>
              {step.result.result === 'correct' ? (
                <div className="compliment">{step.compliment}</div>
              ) : (
                <div className="feedback feedback-bad" data-testid="vq-explanation">
                  <div>
                    The answer is <strong>{step.result.correct_answer.join(', ')}</strong>.
                  </div>
                  <div>{step.result.explanation}</div>
                </div>
              )}
              <div className="vq-actions" style={{ marginTop: 12 }}>
                <button className="btn btn-primary" autoFocus onClick={() => void playToNextCue(null)} data-testid="vq-continue">
                  Keep watching
                </button>
              </div>
            </div>
          </div>
        )}
        {step.kind === 'error' && (
          <div className="vq-layer">
            <div className="card vq-card" role="alert">
              <p>{step.message}</p>
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
