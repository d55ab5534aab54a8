/**
 * Embedded-view link targets (spec part 1 section 1): when the current address contains
 * `/webviews`, every link target is prefixed with `/webviews` so the embedded app stays inside
 * its own routes.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { isEmbeddedPath } from './session-client';

/** Prefixes an absolute in-app `path` with `/webviews` when `currentPath` is in the embedded view (never twice). */
export function withWebviewPrefix(path: string, currentPath: string): string {
  if (!isEmbeddedPath(currentPath) || !path.startsWith('/') || path.startsWith('/webviews')) return path;
  return `/webviews${path === '/' ? '' : path}`;
}

/** `path` → the link target for the current address. */
export function useAppPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => withWebviewPrefix(path, pathname), [pathname]);
}

/** react-router's navigate with the `/webviews` prefix applied. */
export function useAppNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const appPath = useAppPath();
  return useCallback((path: string, options?: NavigateOptions) => void navigate(appPath(path), options), [navigate, appPath]);
}
