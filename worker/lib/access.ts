/**
 * Access kinds of the API (spec part 1 section 6), declared by every route through `defineRoute`
 * and published in the OpenAPI document as the operation's `x-access` extension, which the
 * authorization matrix test reads (docs/routes.md "Access kinds").
 *
 * - `public`: no credentials (/api/o1 sign-up, login...).
 * - `guest`: a guest token (POST /api/o1/guests) in the `x-guest-token` header, or in the JSON
 *   body's `auth_id_token` when `guestToken: 'body'`; without it, or with an access token instead, 401.
 * - `user`: any logged-in role (parent, student, admin).
 * - `student`: the path's student id (`studentParam`, default `id`; `-` = the logged-in student):
 *   the student itself and its parent. `studentParam: null`: the student is implied by a guest
 *   the handler checks; only students and parents get in.
 * - `student-parent`: like `student`, but only the student's parent.
 * - `student-session`: a student's own token (no id in the path).
 * - `parent`: the path's parent `{id}` (or `-`): only that parent.
 * - `admin`: admins only.
 */
export const ACCESS_KINDS = ['public', 'guest', 'user', 'student', 'student-parent', 'student-session', 'parent', 'admin'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** A route's access rule as written in the document (`x-access`). */
export interface AccessDeclaration {
  kind: AccessKind;
  /** Student kinds: the path parameter holding the student id; null when a guest implies it. */
  studentParam?: string | null;
  /** Guest kind: where the guest token travels (default the `x-guest-token` header). */
  guestToken?: 'header' | 'body';
}
