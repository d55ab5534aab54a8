import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import './shell.css';

/** Customer support contacts shown on the error screens (spec part 1 section 2 {email}, {phone}). */
export const SUPPORT_EMAIL = 'help@monsterific.example';
export const SUPPORT_PHONE = '1-800-555-0142';

/** A worried monster for the error screens (body 4, grape colour, round eyes, small mouth). */
const WORRIED_MONSTER = { body: 4, color: 10, eyes: 16, headpart: 28, mouth: 25, pattern: 11 };

/** Support contacts as large tappable links. */
export function SupportContacts() {
  return (
    <p className="error-support">
      <span className="muted">Customer support:</span>
      <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
        {SUPPORT_EMAIL}
      </a>
      <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`} data-testid="support-phone">
        {SUPPORT_PHONE}
      </a>
    </p>
  );
}

/**
 * The error fallback screen shown on a rendering failure (spec part 1 section 2, exact text:
 * "Uh Oh! We're Sorry, Something Went Wrong. Refresh the page to try again", then the support
 * e-mail and phone). Works outside the router (it wraps it).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render failure', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page-narrow">
        <div className="card error-card" role="alert" data-testid="error-fallback">
          <MonsterAvatar monster={WORRIED_MONSTER} className="error-art" alt="" />
          <h1>Uh Oh! We're Sorry, Something Went Wrong.</h1>
          <p>Refresh the page to try again</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Refresh the page
          </button>
          <SupportContacts />
        </div>
      </main>
    );
  }
}
