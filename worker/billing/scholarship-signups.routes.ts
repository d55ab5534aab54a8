/**
 * Whether scholarship sign-ups are open (issue 14; docs/decisions.md "Scholarship sign-ups are
 * closed in production until someone decides who qualifies"): the scholarship landing page
 * (/lp/scholarship) asks before it promises anything, and shows the server's own message when they
 * are closed. Public: it says nothing about anyone.
 */
import { z } from '@hono/zod-openapi';
import { scholarshipSignupsOpen } from '../env';
import { defineRoute } from '../lib/route';
import { createRouter, jsonResponse } from '../lib/router';
import { SCHOLARSHIPS_CLOSED } from './registration';

export const scholarshipSignupsResponse = z
  .object({
    open: z.boolean(),
    /** The closed answer of create_scholarship_subscription, null while open. */
    message: z.string().nullable(),
  })
  .openapi('ScholarshipSignups');

const scholarshipSignups = defineRoute({
  access: 'public',
  method: 'get',
  path: '/api/o1/scholarship_signups',
  tags: ['billing'],
  summary: 'Whether create_scholarship_subscription is open (closed in production unless SCHOLARSHIP_SIGNUPS=open), with the closed message',
  responses: { 200: jsonResponse(scholarshipSignupsResponse, 'Open or closed') },
});

export const scholarshipSignupsRoutes = createRouter().openapi(scholarshipSignups, (c) => {
  const open = scholarshipSignupsOpen(c.env.deps.config);
  return c.json({ open, message: open ? null : SCHOLARSHIPS_CLOSED }, 200);
});
