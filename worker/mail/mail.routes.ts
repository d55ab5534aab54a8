import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonResponse } from '../lib/router';
import { outboxResponse } from './mail.contracts';
import { listOutbox } from './mailer';

const list = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/api/v1/admin/email_outbox',
  tags: ['admin'],
  summary: 'The newest 50 e-mails of the development outbox (DECISIONS.md mailer)',
  security: [{ Bearer: [] }],
  responses: { 200: jsonResponse(outboxResponse, 'Newest first'), 401: errorResponse('Not logged in'), 403: errorResponse('Not an admin') },
});

/** Admin page data: the development e-mail outbox. */
export const mailRoutes = createRouter().openapi(list, async (c) => {
  const rows = await listOutbox(c.env.deps.db);
  return c.json({ emails: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) }, 200);
});
