/**
 * The parents' subject routes (issue 14 item 5; spec part 1 section 7 "Parents"), mounted with the
 * billing routes (billing.routes.ts). Bearer token of the parent (or `-`).
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { parentIdParams } from '../parents/parents.contracts';
import { changeSubjectBody, discountBody, eligibleBundleResponse, removeSubjectsBody, subjectChangeResponse, subjectsResponse } from './subjects.contracts';
import { addDiscount, changeSubject, getEligibleBundle, listSubjects, removeBundle, removeSubjects } from './subjects.service';

const base = { access: 'parent' as const, tags: ['billing'], request: { params: parentIdParams } };
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this parent') };
const changeErrors = {
  ...denied,
  409: errorResponse('No card membership that can change (ACTIVE or HOLD), a subject of the bundle, or the last subject'),
  422: errorResponse('Invalid body'),
  503: errorResponse('Stripe unreachable (stripe_unreachable) or not configured (billing_unavailable)'),
};

const getSubjects = defineRoute({
  ...base,
  method: 'get',
  path: '/api/v1/parents/{id}/subjects',
  summary: "Every subject with its monthly price and whether the parent's membership has it; the bundle and the monthly total",
  responses: { 200: jsonResponse(subjectsResponse, 'Subjects'), ...denied },
});

const putSubject = defineRoute({
  ...base,
  method: 'put',
  path: '/api/v1/parents/{id}/subject',
  summary: 'Add (add_subject true) or remove one subject: Stripe subscription items, no proration',
  request: { ...base.request, body: jsonBody(changeSubjectBody) },
  responses: { 200: jsonResponse(subjectChangeResponse, 'The subscription now'), ...changeErrors },
});

const deleteSubjects = defineRoute({
  ...base,
  method: 'delete',
  path: '/api/v1/parents/{id}/subjects',
  summary: 'Remove subjects, saying why (reason, feedback)',
  request: { ...base.request, body: jsonBody(removeSubjectsBody) },
  responses: { 200: jsonResponse(subjectChangeResponse, 'The subscription now'), ...changeErrors },
});

const getEligible = defineRoute({
  ...base,
  method: 'get',
  path: '/api/v1/parents/{id}/eligible_bundle',
  summary: 'The bundle the membership could take, with its price, or null',
  responses: { 200: jsonResponse(eligibleBundleResponse, 'Eligible bundle or null'), ...denied },
});

const putDiscount = defineRoute({
  ...base,
  method: 'put',
  path: '/api/v1/parents/{id}/discount',
  summary: "Take a bundle (discount_to_add): its subjects and its discount (a Stripe coupon) in one change",
  request: { ...base.request, body: jsonBody(discountBody) },
  responses: { 200: jsonResponse(subjectChangeResponse, 'The subscription now'), ...changeErrors },
});

const deleteBundle = defineRoute({
  ...base,
  method: 'delete',
  path: '/api/v1/parents/{id}/discount_bundle',
  summary: 'Leave the bundle: the discount ends and the subjects chosen before it are kept',
  responses: { 200: jsonResponse(subjectChangeResponse, 'The subscription now'), ...changeErrors },
});

/** The subject routes. */
export const subjectsRoutes = createRouter()
  .openapi(getSubjects, async (c) => c.json(await listSubjects(c.env.deps, c.var.parent), 200))
  .openapi(putSubject, async (c) => c.json(await changeSubject(c.env.deps, c.var.parent, c.req.valid('json')), 200))
  .openapi(deleteSubjects, async (c) => c.json(await removeSubjects(c.env.deps, c.var.parent, c.req.valid('json')), 200))
  .openapi(getEligible, async (c) => c.json(await getEligibleBundle(c.env.deps, c.var.parent), 200))
  .openapi(putDiscount, async (c) => c.json(await addDiscount(c.env.deps, c.var.parent, c.req.valid('json')), 200))
  .openapi(deleteBundle, async (c) => c.json(await removeBundle(c.env.deps, c.var.parent), 200));
