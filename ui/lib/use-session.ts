import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session';

/** The current session, re-rendering on login, logout, refresh and student selection. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
