import { describe, expect, it } from 'vitest';
import { logoutPathFor } from './session-client';
import { withWebviewPrefix } from './links';

describe('embedded view links (spec part 1 section 1)', () => {
  it('prefixes every in-app link with /webviews when the address contains /webviews, never twice', () => {
    expect(withWebviewPrefix('/my-account?source=topbar', '/webviews/select-student')).toBe('/webviews/my-account?source=topbar');
    expect(withWebviewPrefix('/', '/webviews/math')).toBe('/webviews');
    expect(withWebviewPrefix('/webviews/login', '/webviews/math')).toBe('/webviews/login');
    expect(withWebviewPrefix('/login', '/select-student')).toBe('/login');
    expect(withWebviewPrefix('mailto:help@monsterific.example', '/webviews/login')).toBe('mailto:help@monsterific.example');
  });
  it('sends a failed refresh to /logout, or to /webviews/bad-auth-token in the embedded view', () => {
    expect(logoutPathFor('/math')).toBe('/logout');
    expect(logoutPathFor('/webviews/math_map')).toBe('/webviews/bad-auth-token');
  });
});
