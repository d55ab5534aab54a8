import { describe, expect, it } from 'vitest';
import { homeFor, pageAccess } from './page-access';

const out = { signedIn: false, role: null };
const parent = { signedIn: true, role: 'parent' as const };
const student = { signedIn: true, role: 'student' as const };
const admin = { signedIn: true, role: 'admin' as const };

describe('page access (issue 13 bug 9)', () => {
  it('sends logged-out visitors of a protected page to /login, and lets them see public pages', () => {
    expect(pageAccess({ protected: true, audience: 'player' }, out)).toEqual({ kind: 'redirect', to: '/login' });
    expect(pageAccess({ protected: false }, out)).toEqual({ kind: 'show' });
  });

  it('never shows an admin the players\' pages or My Account: the admin goes to the outbox', () => {
    expect(pageAccess({ protected: true, audience: 'player' }, admin)).toEqual({ kind: 'redirect', to: '/admin/outbox' });
    expect(pageAccess({ protected: true, audience: 'parent' }, admin)).toEqual({ kind: 'redirect', to: '/admin/outbox' });
    expect(pageAccess({ protected: true, audience: 'admin' }, admin)).toEqual({ kind: 'show' });
  });

  it('lets parents and students play, keeps My Account for parents and the admin pages for admins', () => {
    expect(pageAccess({ protected: true, audience: 'player' }, parent)).toEqual({ kind: 'show' });
    expect(pageAccess({ protected: true, audience: 'player' }, student)).toEqual({ kind: 'show' });
    expect(pageAccess({ protected: true, audience: 'parent' }, student)).toEqual({ kind: 'redirect', to: '/math' });
    expect(pageAccess({ protected: true, audience: 'admin' }, parent)).toEqual({ kind: 'redirect', to: '/select-student' });
  });

  it('sends someone signed in away from the sign-up pages to their home, and shows them to visitors (issue 13 bug 7)', () => {
    expect(pageAccess({ protected: false, audience: 'visitor' }, parent)).toEqual({ kind: 'redirect', to: '/select-student' });
    expect(pageAccess({ protected: false, audience: 'visitor' }, student)).toEqual({ kind: 'redirect', to: '/math' });
    expect(pageAccess({ protected: false, audience: 'visitor' }, out)).toEqual({ kind: 'show' });
  });

  it('lets a signed-in visitor whose role is not known yet through (the session is still loading)', () => {
    expect(pageAccess({ protected: true, audience: 'parent' }, { signedIn: true, role: null })).toEqual({ kind: 'show' });
  });

  it('gives each role its home', () => {
    expect([homeFor('student'), homeFor('parent'), homeFor('admin')]).toEqual(['/math', '/select-student', '/admin/outbox']);
  });
});
