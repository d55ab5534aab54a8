/**
 * Feedback contracts (spec part 1 section 3 "Feedback": stars 1 to 5 and notes; section 9 star
 * values 1 to 5). The field rules are plain zod so the feedback widget checks the same ones.
 */
import { z } from '@hono/zod-openapi';
import { feedbackFields } from './feedback-fields';
import { authIdToken } from '../guests/guests.contracts';
import { idParam, selfOrIdParam } from '../lib/fields';

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    stars: z.number().int().min(1).max(5),
    notes: z.string(),
    source: z.string(),
    guest_id: z.number().int().nullable(),
    student_id: z.number().int().nullable(),
    parent_id: z.number().int().nullable(),
    created_at: z.string().openapi({ description: 'ISO 8601, UTC' }),
    updated_at: z.string().openapi({ description: 'ISO 8601, UTC' }),
  })
  .openapi('Feedback');

export const createFeedbackBody = z
  .object({ stars: feedbackFields.stars, notes: feedbackFields.notes.default(''), source: feedbackFields.source.default('app') })
  .openapi('CreateFeedbackBody');

export const updateFeedbackBody = z
  .object({ stars: feedbackFields.stars.optional(), notes: feedbackFields.notes.optional() })
  .refine((b) => b.stars !== undefined || b.notes !== undefined, 'Please send stars or notes to change.')
  .openapi('UpdateFeedbackBody');

export const guestCreateFeedbackBody = z
  .object({ auth_id_token: authIdToken, stars: feedbackFields.stars, notes: feedbackFields.notes.default(''), source: feedbackFields.source.default('app') })
  .openapi('GuestCreateFeedbackBody');

export const guestUpdateFeedbackBody = z
  .object({ auth_id_token: authIdToken, stars: feedbackFields.stars.optional(), notes: feedbackFields.notes.optional() })
  .refine((b) => b.stars !== undefined || b.notes !== undefined, 'Please send stars or notes to change.')
  .openapi('GuestUpdateFeedbackBody');

export const feedbackResponse = z.object({ feedback: feedbackSchema }).openapi('FeedbackResponse');
export const feedbackListResponse = z.object({ feedbacks: z.array(feedbackSchema) }).openapi('FeedbackList');

const feedbackId = idParam('Feedback id must be a number.').openapi({ param: { name: 'feedback_id', in: 'path' }, example: 1 });
export const ownerFeedbackParams = z.object({
  id: selfOrIdParam('Id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
  feedback_id: feedbackId,
});
export const guestFeedbackParams = z.object({ feedback_id: feedbackId });
export const guestStudentFeedbackParams = z.object({
  guestId: idParam('Guest id must be a number.').openapi({ param: { name: 'guestId', in: 'path' }, example: 12 }),
  id: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
});

export type Feedback = z.infer<typeof feedbackSchema>;
