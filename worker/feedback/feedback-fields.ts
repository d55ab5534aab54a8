/** Feedback field rules in plain zod, shared by the API and the feedback widget (ui/feedback). */
import { z } from 'zod';
import { multilineText } from '../lib/fields';

export const STARS_MESSAGE = 'Please choose from 1 to 5 stars.';
export const NOTES_MAX = 2000;

export const feedbackFields = {
  stars: z.number({ error: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  notes: multilineText('Notes must be text.').trim().max(NOTES_MAX, `Please keep your note under ${NOTES_MAX} characters.`),
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, 'The feedback source must be a short key like "my-account".'),
};
