/**
 * The student session (spec part 1 section 4, part 2 "Student session"): INIT → LOADING →
 * LOGGED_IN or LOGGED_OUT. No stored student id means logged out; a failed student load also
 * means logged out; a cached student is returned unless a reload is forced. Also caches the
 * parent's first name for the top bar greeting.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Student } from '../../worker/students/students.contracts';
import { syncStudentTimezone } from './account-api';
import { api } from './api';
import { createChangeSignal } from './change-signal';
import { session } from './session';

export type StudentSessionStatus = 'INIT' | 'LOADING' | 'LOGGED_IN' | 'LOGGED_OUT';

export interface StudentSession {
  status: StudentSessionStatus;
  student: Student | null;
  /** The logged-in parent's first name (parent sessions), for "Hi, {first name}". */
  parentFirstName: string | null;
}

let state: StudentSession = { status: 'INIT', student: null, parentFirstName: null };
const changes = createChangeSignal();
let inFlight: { id: number; promise: Promise<Student | null> } | null = null;
let parentFor: number | null = null;
let parentLoad: { view: string; promise: ReturnType<typeof api.parent> } | null = null;

function set(next: Partial<StudentSession>) {
  state = { ...state, ...next };
  changes.notify();
}

/**
 * Loads the current student (the `current_student_id` cookie, or the student's own login).
 * @param force reload even when the cached student is the current one
 * @returns the student, or null when logged out (no id, no tokens, or the load failed)
 */
export function loadCurrentStudent(force = false): Promise<Student | null> {
  const s = session.sync();
  const id = s.signedIn ? s.studentId : null;
  if (!id) {
    if (state.status !== 'LOGGED_OUT' || state.student) set({ status: 'LOGGED_OUT', student: null });
    return Promise.resolve(null);
  }
  if (!force && state.status === 'LOGGED_IN' && state.student?.id === id) return Promise.resolve(state.student);
  if (!force && inFlight?.id === id) return inFlight.promise;
  set({ status: 'LOADING' });
  const promise = api.student(id).then(
    (student) => {
      if (session.get().studentId === id) set({ status: 'LOGGED_IN', student });
      // The daily limit counts days in the student's time zone: keep it the device's (sent only when it differs).
      syncStudentTimezone(student).catch((e: unknown) => console.warn('[student-session] time zone not saved', e));
      return student;
    },
    (e: unknown) => {
      console.warn('[student-session] could not load the current student; treating as logged out', e);
      if (session.get().studentId === id) set({ status: 'LOGGED_OUT', student: null });
      return null;
    },
  );
  inFlight = { id, promise };
  void promise.finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
  return promise;
}

/**
 * Which page view this is: the path and the history entry (react-router keeps `idx` and `key` in
 * `history.state`; the first entry has only `idx`). A reload starts a new document, so module
 * state is gone anyway; a link or a back step is a new entry.
 */
function pageView(): string {
  const h = (typeof history === 'undefined' ? null : history.state) as { idx?: number; key?: string } | null;
  return `${typeof location === 'undefined' ? '' : location.pathname}|${h?.idx ?? ''}|${h?.key ?? ''}`;
}

/**
 * The logged-in parent with its students (`GET /api/v1/parents/-`), asked once per page view: a
 * screen loading the parent beside the top bar's greeting (/select-student, /my-account) shares
 * its request, in flight or already answered (issue 21 "no duplicate calls"; the lazy screen
 * often mounts just after the greeting's answer). Another page view (a link, "Change user")
 * asks again, so a list is never older than the page showing it; failures are not kept.
 * @throws ApiError as `api.parent` (the shared promise rejects for every caller)
 */
export function loadParent(): ReturnType<typeof api.parent> {
  const view = pageView();
  if (parentLoad === null || parentLoad.view !== view) {
    const promise = api.parent();
    parentLoad = { view, promise };
    promise.catch(() => {
      if (parentLoad?.promise === promise) parentLoad = null;
    });
  }
  return parentLoad.promise;
}

/** Loads the parent's first name once per parent login (for the greeting); failures leave it unset. */
function loadParentName() {
  const s = session.get();
  if (s.role !== 'parent' || !s.userId) {
    if (state.parentFirstName) set({ parentFirstName: null });
    parentFor = null;
    return;
  }
  if (parentFor === s.userId) return;
  parentFor = s.userId;
  loadParent().then(
    (p) => set({ parentFirstName: p.first_name }),
    () => {
      parentFor = null;
    },
  );
}

/** Forgets the cached student and parent (logout). */
export function clearStudentSession() {
  inFlight = null;
  parentFor = null;
  parentLoad = null;
  set({ status: 'LOGGED_OUT', student: null, parentFirstName: null });
}

/**
 * The student session for React; loads (cached) whenever the selected student or the login changes.
 */
export function useStudentSession(): StudentSession {
  const snapshot = useSyncExternalStore(changes.subscribe, () => state, () => state);
  const s = useSyncExternalStore(session.subscribe, session.get, session.get);
  const loggedIn = s.signedIn;
  useEffect(() => {
    if (!loggedIn) {
      clearStudentSession();
      return;
    }
    void loadCurrentStudent();
    loadParentName();
  }, [s.studentId, s.userId, loggedIn]);
  return snapshot;
}
