import { z } from '@hono/zod-openapi';

/** One e-mail of the development outbox, as the admin page shows it. */
const outboxEmail = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    text_body: z.string(),
    html_body: z.string().nullable(),
    tags: z.record(z.string(), z.string()),
    created_at: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('OutboxEmail');

/** `GET /api/v1/admin/email_outbox` answer. */
export const outboxResponse = z.object({ emails: z.array(outboxEmail) }).openapi('Outbox');
export type OutboxEmail = z.infer<typeof outboxEmail>;

