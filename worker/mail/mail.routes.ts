import { createRoute, z } from '@hono/zod-openapi';
import { authorizeAdmin } from '../auth/auth.middleware';
import { createRouter, errorResponse, jsonResponse } from '../lib/router';
import { listOutbox } from './mailer';

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

export const outboxResponse = z.object({ emails: z.array(outboxEmail) }).openapi('Outbox');
export type OutboxEmail = z.infer<typeof outboxEmail>;

const list = createRoute({
  method: 'get',
  path: '/api/v1/admin/email_outbox',
  tags: ['admin'],
  summary: 'The newest 50 e-mails of the development outbox (DECISIONS.md mailer)',
  security: [{ Bearer: [] }],
  responses: { 200: jsonResponse(outboxResponse, 'Newest first'), 401: errorResponse('Not logged in'), 403: errorResponse('Not an admin') },
});

/** Admin page data: the development e-mail outbox. */
export const mailRoutes = createRouter().openapi(list, async (c) => {
  authorizeAdmin(c.get('user'));
  const rows = await listOutbox(c.env.deps.db);
  return c.json({ emails: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) }, 200);
});
