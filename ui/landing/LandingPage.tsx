/**
 * A landing page (issue 14 item 1; spec part 1 section 2 "Landing page entry points": a video, a
 * free-month button and a hamburger menu): the full-bleed hero with the funnel film's poster, its
 * play button and "Start your free month" (both open the funnel, loaded only then), the tagline,
 * what the child will do, and the price with what happens after the free month. The hamburger
 * menu is the logged-out bar's (PageLayout). Its code is light: no Phaser, no video engine, no
 * funnel until a button asks for it (ui/bundle-budgets.json).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { AppLink } from '../components/AppLink';
import { PageLoading } from '../components/PageLoading';
import { ActivityArt } from './ActivityArt';
import type { LandingEntry } from './entries';
import { LandingPoster } from './LandingPoster';
import { PriceCard } from './PriceCard';
import './landing.css';

/** The funnel (contracts.md "Funnel component"): its code arrives when a button opens it. */
const Funnel = lazy(() => import('../funnel/Funnel'));

function PlayIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M17 11v26l21-13z" fill="currentColor" stroke="#1d2b4f" strokeWidth="3.5" strokeLinejoin="round" />
    </svg>
  );
}

/** The landing page of one entry point. */
export function LandingPage({ entry }: { entry: LandingEntry }) {
  const [funnelOpen, setFunnelOpen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  const open = () => setFunnelOpen(true);
  const close = () => {
    setFunnelOpen(false);
    // Back where the parent was: the play button, not the top of the document.
    requestAnimationFrame(() => playRef.current?.focus());
  };
  return (
    <main className="lp" data-testid="landing" data-entry={entry.entry}>
      <section className="lp-hero" aria-labelledby="lp-tagline">
        <div className="lp-stage">
          <LandingPoster />
          <button ref={playRef} type="button" className="lp-play" onClick={open} aria-label="Play the film" data-testid="landing-play">
            <PlayIcon />
          </button>
        </div>
        <div className="lp-hero-text">
          <h1 id="lp-tagline" className="lp-tagline">
            Learning can be monsterific!
          </h1>
          <button type="button" className="btn btn-primary lp-start" onClick={open} data-testid="landing-free-month">
            {entry.scholarship ? 'Start here' : 'Start your free month'}
          </button>
        </div>
      </section>

      <div className="lp-body">
        <section className="lp-intro">
          <h2>{entry.headline}</h2>
          <p className="lp-lead">{entry.lead}</p>
        </section>

        <section className="lp-activities" aria-labelledby="lp-activities-title">
          <h2 id="lp-activities-title" className="lp-section-title">
            What your child will do
          </h2>
          <ul className="lp-cards" data-count={entry.activities.length}>
            {entry.activities.map((a) => (
              <li key={a.title} className="lp-card">
                <span className={`lp-art lp-art-${a.art}`}>
                  <ActivityArt art={a.art} />
                </span>
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <PriceCard entry={entry} onStart={open} />

        <div className="lp-free-account muted">
          <p>
            Just looking? <AppLink to="/signup" data-testid="home-signup">Create a free parent account</AppLink> for a taste of each subject, no card needed.
          </p>
          <p>
            Already a member? <AppLink to="/login" data-testid="home-login">Log In</AppLink>
          </p>
        </div>
      </div>

      {funnelOpen && (
        <Suspense
          fallback={
            <div className="lp-funnel-loading">
              <PageLoading />
            </div>
          }
        >
          <Funnel entry={entry.entry} onClose={close} />
        </Suspense>
      )}
    </main>
  );
}
