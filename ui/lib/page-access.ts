/**
 * Who may see which page, and where everyone else goes (spec part 1 section 2, routes; issue 13
 * bug 9: an admin opening /my-account or /math saw "Who's playing?" with "You are not allowed to
 * do that." and the students' subject bar). Pure, so the rule is unit-tested without a browser.
 *
 * Audiences: `parent` (My Account), `admin` (the admin pages), `player` (pages that play as a
 * student: who's playing, the subjects, videos; a parent picks a student there, an admin never
 * plays), `visitor` (sign-up pages: someone signed in already has an account and goes home, issue 13
 * bug 7). Each role's home: student /math, parent /select-student, admin /admin/outbox.
 */
import type { Role } from './session';

export type PageAudience = 'parent' | 'admin' | 'player' | 'visitor';

/** What a page asks of its visitor. */
export interface PageRequirement {
  /** Only for logged-in users. */
  protected: boolean;
  /** Only for this audience (undefined: anyone who passes `protected`). */
  audience?: PageAudience | undefined;
}

/** The visitor as the page shell knows it (role null while only the refresh cookie says "signed in"). */
export interface Visitor {
  signedIn: boolean;
  role: Role | null;
}

export type PageAccess = { kind: 'show' } | { kind: 'redirect'; to: string };

/** Where a role lands after logging in, and where a page it may not see sends it. */
export function homeFor(role: Role): string {
  switch (role) {
    case 'student':
      return '/math';
    case 'admin':
      return '/admin/outbox';
    case 'parent':
      return '/select-student';
  }
}

/** The roles of each audience. */
const AUDIENCE_ROLES: Record<PageAudience, readonly Role[]> = {
  parent: ['parent'],
  admin: ['admin'],
  player: ['parent', 'student'],
  visitor: [],
};

/**
 * Whether `visitor` sees a page with `requirement`, or where it goes instead: logged-out visitors
 * of a protected page go to /login; a role outside the page's audience goes to its own home (an
 * unknown role, while the session is still loading, is let through: the API refuses what it must).
 */
export function pageAccess(requirement: PageRequirement, visitor: Visitor): PageAccess {
  if (requirement.protected && !visitor.signedIn) return { kind: 'redirect', to: '/login' };
  const { audience } = requirement;
  if (audience && visitor.role && !AUDIENCE_ROLES[audience].includes(visitor.role)) return { kind: 'redirect', to: homeFor(visitor.role) };
  return { kind: 'show' };
}
