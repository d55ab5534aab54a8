/**
 * Calls of My Account, feedback and daily usage (spec part 1 section 7 "Parents", "Students",
 * "Feedback"), through the typed client of ui/lib/api.ts (paths and types from the route
 * definitions, type imports only).
 */
import type { Feedback } from '../../worker/feedback/feedback.contracts';
import type { DailyUsageBody } from '../../worker/usage/usage.contracts';
import type { Student } from '../../worker/students/students.contracts';
import { parseResponse } from 'hono/client';
import { client } from './api';

export interface AccountPreferences {
  dont_lock_at_daily_limit: boolean;
  /** Read each new math question aloud automatically for Pre-K to grade 1 (issue 18). */
  auto_read_aloud: boolean;
}

/** Who leaves a feedback: the logged-in student or parent, or a guest by its token. */
export type FeedbackAuthor = { kind: 'student'; id: number | '-' } | { kind: 'parent' } | { kind: 'guest'; token: string };

const parent = client.account.api.v1.parents[':id'];
const me = { param: { id: '-' } };

export const accountApi = {
  preferences: () => parseResponse(parent.account_preferences.$get(me)),
  setPreferences: (body: Partial<AccountPreferences>) => parseResponse(parent.account_preferences.$post({ ...me, json: body })),
  /** Partial update, e.g. `{grade}`; the timezone only when it differs from the stored one. */
  updateStudent: (id: number | '-', body: Partial<Pick<Student, 'grade' | 'first_name' | 'last_name' | 'timezone'>>) =>
    parseResponse(client.students.api.v1.students[':id'].$put({ param: { id: String(id) }, json: body })),
  updatePassword: (current_password: string, new_password: string) => parseResponse(parent.update_password.$post({ ...me, json: { current_password, new_password } })),
  deleteAccount: (password: string) => parseResponse(parent.$delete({ ...me, json: { password } })),
  /** The export's address; the browser downloads it with the session's token (see MyAccountScreen). */
  exportUrl: (studentId: number) => client.students.api.v1.students[':id'].export.$url({ param: { id: String(studentId) } }).pathname,
  dailyUsage: (studentId: number, body: DailyUsageBody) => parseResponse(client.usage.api.v1.students[':id'].daily_usages.$post({ param: { id: String(studentId) }, json: body })),

  /** Creates (no id) or updates (id) a feedback for its author. */
  saveFeedback(author: FeedbackAuthor, id: number | null, body: { stars: number; notes: string; source: string }): Promise<{ feedback: Feedback }> {
    const o1 = client.feedback.api.o1.feedbacks;
    const v1 = client.feedback.api.v1;
    const update = { stars: body.stars, notes: body.notes };
    if (author.kind === 'guest') {
      return id === null
        ? parseResponse(o1.$post({ json: { auth_id_token: author.token, ...body } }))
        : parseResponse(o1[':feedback_id'].$put({ param: { feedback_id: String(id) }, json: { auth_id_token: author.token, ...update } }));
    }
    if (author.kind === 'student') {
      const mine = v1.students[':id'].feedbacks;
      const param = { id: String(author.id) };
      return id === null ? parseResponse(mine.$post({ param, json: body })) : parseResponse(mine[':feedback_id'].$put({ param: { ...param, feedback_id: String(id) }, json: update }));
    }
    const mine = v1.parents[':id'].feedbacks;
    return id === null ? parseResponse(mine.$post({ ...me, json: body })) : parseResponse(mine[':feedback_id'].$put({ param: { id: '-', feedback_id: String(id) }, json: update }));
  },
};

/**
 * Sends the browser's time zone to the student only when it differs from the stored one
 * (spec part 1 section 7, part 2 section 5). Returns whether it sent.
 */
export async function syncStudentTimezone(student: Pick<Student, 'id' | 'timezone'>, browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone): Promise<boolean> {
  if (!browserZone || browserZone === student.timezone) return false;
  await accountApi.updateStudent(student.id, { timezone: browserZone });
  return true;
}
