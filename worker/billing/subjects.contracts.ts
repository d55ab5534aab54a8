/**
 * Contracts of the parents' subject calls (issue 14 item 5; spec part 1 section 7 "Parents":
 * GET subjects, PUT subject (add_subject, subject_id), DELETE subjects with a feedback body,
 * GET eligible_bundle, PUT discount (discount_to_add), DELETE discount_bundle). Prices in US cents.
 */
import { z } from '@hono/zod-openapi';
import { int, multilineText, text } from '../lib/fields';
import { subscriptionSchema } from './billing.contracts';
import { ALL_SUBJECT_IDS, BUNDLE_IDS } from './subjects-rules';

const subjectIdField = int('Please choose a subject.', { min: 1, max: 5 })
  .refine((v) => ALL_SUBJECT_IDS.includes(v), 'Please choose a subject from the list.');

export const subjectSchema = z
  .object({ id: z.number().int(), name: z.string(), monthly_cents: z.number().int(), subscribed: z.boolean() })
  .openapi('ParentSubject');

export const subjectsResponse = z
  .object({
    subjects: z.array(subjectSchema),
    bundle: z.string().nullable().openapi({ description: 'The bundle discount applied, or null' }),
    monthly_cents: z.number().int().openapi({ description: 'What a month costs now (after the bundle discount), cents' }),
    can_change: z.boolean().openapi({ description: 'A card membership that is ACTIVE or on HOLD: subjects can be added and removed' }),
  })
  .openapi('ParentSubjects');

export const changeSubjectBody = z
  .object({ add_subject: z.boolean({ error: 'Please say whether to add or remove the subject.' }), subject_id: subjectIdField })
  .openapi('ChangeSubjectBody');

export const removeSubjectsBody = z
  .object({
    subject_ids: z
      .array(subjectIdField, { error: 'Please choose a subject.' })
      .min(1, 'Please choose a subject.')
      .max(5)
      .refine((ids) => new Set(ids).size === ids.length, 'Each subject only once, please.'),
    reason: text().trim().max(80).optional(),
    feedback: multilineText().max(2000).optional(),
  })
  .openapi('RemoveSubjectsBody');

export const subjectChangeResponse = z.object({ subscription: subscriptionSchema }).openapi('SubjectChange');

export const eligibleBundleSchema = z
  .object({
    id: z.enum(BUNDLE_IDS),
    name: z.string(),
    subject_ids: z.array(z.number().int()),
    adds_subject_ids: z.array(z.number().int()).openapi({ description: 'Subjects the bundle adds to the membership' }),
    percent_off: z.number().int(),
    full_cents: z.number().int().openapi({ description: 'The bundle subjects at full price, a month' }),
    monthly_cents: z.number().int().openapi({ description: 'The bundle, a month, after the discount' }),
    current_cents: z.number().int().openapi({ description: 'What a month costs now' }),
  })
  .openapi('EligibleBundle');
export const eligibleBundleResponse = z.object({ eligible_bundle: eligibleBundleSchema.nullable() }).openapi('EligibleBundleResponse');

export const discountBody = z.object({ discount_to_add: z.enum(BUNDLE_IDS, { error: 'Please choose a bundle.' }) }).openapi('DiscountBody');
