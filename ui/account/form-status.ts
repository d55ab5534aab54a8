/**
 * The form status of My Account's forms and modals (spec part 1 section 3 "Form status":
 * submitted, submitting, actionSuccess, generalError, backendUnauthorized, successActionName) as
 * one small reducer: every form runs its call through {@link useFormStatus}, so the flags mean
 * the same everywhere. `generalError` holds the message to show (null: none).
 */
import { useCallback, useReducer } from 'react';
import { ApiError } from '../lib/session-client';

export interface FormStatus {
  /** A submit was attempted (validation messages may show from now on). */
  submitted: boolean;
  /** The call is under way: the submit button is disabled. */
  submitting: boolean;
  /** The last call succeeded. */
  actionSuccess: boolean;
  /** The message of the last failure, or null. */
  generalError: string | null;
  /** The server answered 401 or 403 (the session ended, or not this parent's). */
  backendUnauthorized: boolean;
  /** Which action succeeded last (e.g. `hold`, `cancel`), for the success message. */
  successActionName: string | null;
}

export type FormStatusEvent =
  | { type: 'submit' }
  | { type: 'invalid' }
  | { type: 'success'; name: string }
  | { type: 'failure'; message: string; unauthorized?: boolean }
  | { type: 'reset' };

export const INITIAL_FORM_STATUS: FormStatus = { submitted: false, submitting: false, actionSuccess: false, generalError: null, backendUnauthorized: false, successActionName: null };

/** The catalogue's generic failure (spec part 1 section 8). */
export const GENERIC_FAILURE = "We're sorry something went wrong. Please try again.";

/**
 * The reducer. A submit while one is under way changes nothing (the spec's "Saving is ignored
 * when already saving"); `invalid` marks a submit stopped by the form's own checks.
 */
export function formStatusReducer(s: FormStatus, e: FormStatusEvent): FormStatus {
  switch (e.type) {
    case 'submit':
      return s.submitting ? s : { ...s, submitted: true, submitting: true, actionSuccess: false, generalError: null, backendUnauthorized: false, successActionName: null };
    case 'invalid':
      return { ...s, submitted: true, submitting: false, actionSuccess: false };
    case 'success':
      return { ...s, submitting: false, actionSuccess: true, generalError: null, backendUnauthorized: false, successActionName: e.name };
    case 'failure':
      return { ...s, submitting: false, actionSuccess: false, generalError: e.message, backendUnauthorized: !!e.unauthorized, successActionName: null };
    case 'reset':
      return INITIAL_FORM_STATUS;
  }
}

/** The failure event of a thrown error: the server's message (or the generic one), and whether it was a 401/403. */
export function failureOf(e: unknown): FormStatusEvent {
  if (e instanceof ApiError) return { type: 'failure', message: e.message || GENERIC_FAILURE, unauthorized: e.status === 401 || e.status === 403 };
  return { type: 'failure', message: GENERIC_FAILURE };
}

/**
 * The form status with `run(name, call)`: marks submitting, awaits the call, then success (named)
 * or failure. Resolves to the call's result, or undefined when it failed or one was under way.
 */
export function useFormStatus() {
  const [status, dispatch] = useReducer(formStatusReducer, INITIAL_FORM_STATUS);
  const run = useCallback(async <T,>(name: string, call: () => Promise<T>): Promise<T | undefined> => {
    dispatch({ type: 'submit' });
    try {
      const result = await call();
      dispatch({ type: 'success', name });
      return result;
    } catch (e) {
      dispatch(failureOf(e));
      return undefined;
    }
  }, []);
  return { status, dispatch, run };
}
