/**
 * The landing funnel (issue 14; spec part 1 section 4 "Landing funnel"), rendered full-bleed by the
 * landing page after its play button (contracts.md "Funnel component"): the funnel film on a plain
 * <video> with captions, mute and close buttons, the "Start your free month" button, and the modal
 * of each paused step over the still frame. The statechart (funnel.machine.ts) decides everything;
 * this component renders its state and drives the <video> (chapter-player.ts).
 */
import './funnel.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { sessionClient } from '../lib/api';
import { currentGuest } from '../lib/guest';
import { session } from '../lib/session';
import { createChapterPlayer, type ChapterPlayer } from './chapter-player';
import { FUNNEL_SCRIPT } from './funnel-script';
import { funnelMachine, type PaidResult } from './funnel.machine';
import { createFunnelServices, forgetStartflow, savedStartflowKey } from './funnel.services';
import { FunnelModal } from './FunnelModal';
import { FUNNEL_MEDIA, type FunnelMedia } from './funnel-media';

export interface FunnelViewProps {
  entry: string;
  onClose: () => void;
  /** The server calls (tests and the dev page give fakes). */
  services: ReturnType<typeof createFunnelServices>;
  startflowKey: string | null;
  media?: FunnelMedia;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The child's game after registration: the one child's math map, or "Who's playing?" for several. */
function homeAfterRegistration(students: { id: number }[]): { path: string; studentId: number | null } {
  const only = students.length === 1 ? Number(students[0]?.id) : NaN;
  return Number.isSafeInteger(only) && only > 0 ? { path: '/math', studentId: only } : { path: '/select-student', studentId: null };
}

/** The statechart's hold on the <video>: the chapter player once the element is mounted. */
class FilmLink {
  player: ChapterPlayer | null = null;
  attach(player: ChapterPlayer | null) {
    this.player?.destroy();
    this.player = player;
  }
}

/** The funnel with injected services (the dev page and tests use this one). */
export function FunnelView({ entry, onClose, services, startflowKey, media = FUNNEL_MEDIA }: FunnelViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [link] = useState(() => new FilmLink());
  const [muted, setMuted] = useState(false);
  const [filmFailed, setFilmFailed] = useState(false);
  const navigate = useNavigate();

  const [machine] = useState(() =>
    funnelMachine.provide({
      actors: services,
      actions: {
        playChapter: (_, p) => link.player?.play(p.step, p.start_s, p.end_s),
        holdFrame: (_, p) => link.player?.hold(p.at_s),
        finishRegistration: (_, p: { result: PaidResult }) => {
          // PaymentForm stores the login itself (refresh_token ''); a form that hands both tokens over is stored here.
          if (p.result.refresh_token && !sessionClient.storeLogin({ access_token: p.result.access_token, refresh_token: p.result.refresh_token })) return;
          forgetStartflow(storage());
          const home = homeAfterRegistration(p.result.students);
          if (home.studentId) session.selectStudent(home.studentId);
          void navigate(home.path);
        },
      },
    }),
  );
  const [snap, send] = useMachine(machine, { input: { entry, startflowKey } });

  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    link.attach(createChapterPlayer(video, { onEnd: (step) => send({ type: 'videoEnd', step }), onMutedByBrowser: () => setMuted(true), onFilmFailed: () => setFilmFailed(true) }));
    return () => {
      link.attach(null);
      video.pause();
    };
  }, [link, send]);

  const c = snap.context;
  const flow = (snap.value as { flow: string | { steps?: string | Record<string, string> } }).flow;
  const inSteps = typeof flow === 'object' && flow.steps !== undefined;
  const stepValue = inSteps ? flow.steps : undefined;
  const sub = stepValue && typeof stepValue === 'object' ? (Object.values(stepValue)[0] ?? '') : '';
  const script = FUNNEL_SCRIPT.find((s) => s.step === c.lpState);
  const playing = inSteps && script?.video === 'play';

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  return (
    <div className="funnel" data-testid="funnel" data-step={inSteps ? c.lpState : typeof flow === 'string' ? flow : 'booting'} data-sub={sub}>
      <video ref={videoRef} className="funnel-video" playsInline preload="auto" poster={media.poster} muted={muted} onError={() => setFilmFailed(true)} aria-label="Moxie's film about Monsterific">
        <source src={media.webm} type="video/webm" onError={() => !media.mp4 && setFilmFailed(true)} />
        {media.mp4 && <source src={media.mp4} type="video/mp4" onError={() => setFilmFailed(true)} />}
        <track kind="captions" src={media.captions} srcLang="en" label="English" default />
      </video>
      {playing && filmFailed && script.narration && (
        <p className="funnel-caption" aria-live="polite" data-testid="funnel-caption">
          {script.narration}
        </p>
      )}
      <div className="funnel-bar">
        <button type="button" className="funnel-icon" onClick={toggleMute} aria-pressed={muted} aria-label={muted ? 'Turn the sound on' : 'Turn the sound off'} data-testid="funnel-mute">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {muted ? <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" /> : <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />}
          </svg>
        </button>
        {inSteps && c.lpState !== 'billingModal' && (
          <button type="button" className="btn btn-primary funnel-free" onClick={() => send({ type: 'freeMonthButton' })} data-testid="funnel-free-month">
            Start your free month
          </button>
        )}
        <button type="button" className="funnel-icon" onClick={onClose} aria-label="Close the film" data-testid="funnel-close">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {!inSteps && flow !== 'registered' && (
        <div className="funnel-loading" role="status">
          <div className="funnel-spinner" aria-hidden="true" />
          Getting Moxie ready…
        </div>
      )}
      {inSteps && !playing && <FunnelModal sub={sub} context={c} send={send} />}
    </div>
  );
}

/**
 * The landing funnel over the real server (contracts.md signature). Resumes the start flow named by
 * `?startflow_key=` or kept in this browser.
 * @param entry beginEnrollment, math, mathMobile, reading, scholarship, socialStudies or superSkills
 * @param onClose called by the close button (the landing hides the funnel)
 */
export function Funnel({ entry, onClose }: { entry: string; onClose: () => void }) {
  const [services] = useState(() => createFunnelServices({ fetch: (...a) => fetch(...a), storage: storage(), experiments: () => currentGuest()?.experiments ?? {}, search: () => window.location.search }));
  const [key] = useState(() => savedStartflowKey(window.location.search, storage()));
  return <FunnelView entry={entry} onClose={onClose} services={services} startflowKey={key} />;
}

export default Funnel;
