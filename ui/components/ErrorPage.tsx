import type { ReactNode } from 'react';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { AppLink } from './AppLink';
import { SupportContacts } from './ErrorBoundary';
import './shell.css';

const LOST_MONSTER = { body: 1, color: 8, eyes: 19, headpart: 27, mouth: 24, pattern: 14 };

export interface ErrorPageProps {
  /** e.g. 404 */
  code: number | string;
  /** e.g. "Page not found" */
  name: string;
  body: ReactNode;
  /** Show the way home (default true). */
  homeLink?: boolean;
}

/** The generic error page: an error code, an error name and body text (spec part 1 section 2). */
export function ErrorPage({ code, name, body, homeLink = true }: ErrorPageProps) {
  return (
    <div className="page page-narrow">
      <section className="card error-card" data-testid="error-page" aria-labelledby="error-name">
        <MonsterAvatar monster={LOST_MONSTER} className="error-art" alt="" />
        <div className="error-code" data-testid="error-code">
          {code}
        </div>
        <h1 id="error-name">{name}</h1>
        <div className="muted">{body}</div>
        {homeLink && (
          <AppLink className="btn btn-primary" to="/">
            Go home
          </AppLink>
        )}
        <SupportContacts />
      </section>
    </div>
  );
}
