/**
 * Calls of My Account, feedback and daily usage (spec part 1 section 7 "Parents", "Students",
 * "Feedback"), through the session-aware `request` of ui/lib/api.ts. Types come from the server's
 * zod contracts (type imports only).
 */
import type { Feedback } from '../../worker/feedback/feedback.contracts';
import type { DailyUsageBody } from '../../worker/usage/usage.contracts';
import type { Student } from '../../worker/students/students.contracts';
import { request } from './api';

export interface AccountPreferences {
  dont_lock_at_daily_limit: boolean;
}

/** Who leaves a feedback: the logged-in student or parent, or a guest by its token. */
export type FeedbackAuthor = { kind: 'student'; id: number | '-' } | { kind: 'parent' } | { kind: 'guest'; token: string };

export const accountApi = {
  preferences: () => request<{ account_preferences: AccountPreferences }>('GET', '/api/v1/parents/-/account_preferences'),
  setPreferences: (body: Partial<AccountPreferences>) => request<{ account_preferences: AccountPreferences }>('POST', '/api/v1/parents/-/account_preferences', body),
  /** Partial update, e.g. `{grade}`; the timezone only when it differs from the stored one. */
  updateStudent: (id: number | '-', body: Partial<Pick<Student, 'grade' | 'first_name' | 'last_name' | 'timezone'>>) => request<Student>('PUT', `/api/v1/students/${id}`, body),
  updatePassword: (current_password: string, new_password: string) => request<{ ok: true }>('POST', '/api/v1/parents/-/update_password', { current_password, new_password }),
  deleteAccount: (password: string) => request<{ deleted: true }>('DELETE', '/api/v1/parents/-', { password }),
  /** The export's address; the browser downloads it with the session's token (see MyAccountScreen). */
  exportUrl: (studentId: number) => `/api/v1/students/${studentId}/export`,
  dailyUsage: (studentId: number, body: DailyUsageBody) => request<unknown>('POST', `/api/v1/students/${studentId}/daily_usages`, body),

  /** Creates (no id) or updates (id) a feedback for its author. */
  saveFeedback(author: FeedbackAuthor, id: number | null, body: { stars: number; notes: string; source: string }): Promise<{ feedback: Feedback }> {
    if (author.kind === 'guest') {
      return id === null
        ? request('POST', '/api/o1/feedbacks', { auth_id_token: author.token, ...body })
        : request('PUT', `/api/o1/feedbacks/${id}`, { auth_id_token: author.token, stars: body.stars, notes: body.notes });
    }
    const base = author.kind === 'student' ? `/api/v1/students/${author.id}/feedbacks` : '/api/v1/parents/-/feedbacks';
    return id === null ? request('POST', base, body) : request('PUT', `${base}/${id}`, { stars: body.stars, notes: body.notes });
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
