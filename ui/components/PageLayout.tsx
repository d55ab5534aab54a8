/**
 * The page layout shell (spec part 2 "Page layout shell"; part 1 sections 2 and 6):
 * - layout modes nothing, feedback, app, plain: it starts as nothing and becomes the page's mode
 *   once the current student's load has finished (student session no longer INIT or LOADING);
 * - page title = product name + optional title;
 * - the logged-in top bar when the page is protected or the user has a student or a parent,
 *   otherwise the public bar with its options; no top bar in the embedded view (/webviews);
 * - plain wraps the content in a main element with an optional background (default white);
 * - protected pages send logged-out visitors to /login.
 * `feedback` is the seam for the standalone feedback page (issue 3's feedback part): no top bar,
 * the content centred on the page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppPath } from '../lib/links';
import { type PageAudience, pageAccess } from '../lib/page-access';
import { isEmbeddedPath } from '../lib/session-client';
import { useStudentSession } from '../lib/student-session';
import { useSession } from '../lib/use-session';
import { LoggedInTopBar, PublicTopBar, type PublicTopBarProps } from './TopBar';
import './shell.css';

export type LayoutMode = 'nothing' | 'feedback' | 'app' | 'plain';

export const PRODUCT_NAME = 'Monsterific';

/** "Monsterific" or "Monsterific | {title}". */
export function pageTitle(title?: string): string {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME;
}

export interface PageLayoutProps {
  /** The mode once the student has loaded (default `app`). */
  mode?: Exclude<LayoutMode, 'nothing'>;
  title?: string;
  /** Only for logged-in users; also forces the logged-in bar. */
  protected?: boolean;
  /** Only for this audience; other roles go to their own home (lib/page-access.ts). */
  audience?: PageAudience;
  /** Options of the public top bar. */
  publicBar?: PublicTopBarProps;
  /** No top bar at all (the full-screen game). */
  hideTopBar?: boolean;
  /** Background of the plain layout (default white). */
  background?: string;
  children: ReactNode;
}

/** Wraps a route's screen in the shell. */
export function PageLayout({ mode = 'app', title, protected: isProtected = false, audience, publicBar, hideTopBar = false, background = '#ffffff', children }: PageLayoutProps) {
  const s = useSession();
  const student = useStudentSession();
  const { pathname } = useLocation();
  const appPath = useAppPath();
  const loggedIn = s.signedIn;
  const settled = student.status === 'LOGGED_IN' || student.status === 'LOGGED_OUT';
  // Once a page has shown, a forced student reload does not blank it again.
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);
  const current: LayoutMode = shown || settled ? mode : 'nothing';

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // The sign-up pages judge who arrived: signing up there logs in, and its own navigation to My
  // Account must not race a redirect home.
  // (React may keep this layout across routes, so "arrival" is per path.)
  const [arrival, setArrival] = useState(() => ({ pathname, signedIn: loggedIn, role: s.role }));
  if (arrival.pathname !== pathname) setArrival({ pathname, signedIn: loggedIn, role: s.role });
  const access = pageAccess({ protected: isProtected, audience }, audience === 'visitor' ? arrival : { signedIn: loggedIn, role: s.role });
  if (access.kind === 'redirect') return <Navigate to={appPath(access.to)} replace />;
  if (current === 'nothing') return <div className="layout-nothing" aria-busy="true" data-layout="nothing" />;
  if (current === 'feedback') {
    return (
      <main className="layout-feedback" data-layout="feedback">
        {children}
      </main>
    );
  }

  // A refresh cookie alone (no access token yet after a reload) still means logged in.
  const showLoggedIn = isProtected || student.status === 'LOGGED_IN' || loggedIn;
  const bar = hideTopBar || isEmbeddedPath(pathname) ? null : showLoggedIn ? (
    <LoggedInTopBar firstName={student.student?.first_name ?? student.parentFirstName} showMyAccount={s.role === 'parent'} showSubjects={s.role !== 'admin'} />
  ) : (
    <PublicTopBar {...publicBar} />
  );
  if (current === 'plain') {
    return (
      <>
        {bar}
        <main className="layout-plain" style={{ background }} data-layout="plain">
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      {bar}
      <div data-layout="app">{children}</div>
    </>
  );
}
