import { defineRoute } from '../lib/route';
import { deleteParentAccount } from './account-deletion';
import { parentWithStudents } from './account.service';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentsListSchema, parentIdParams } from './parents.contracts';
import {
  accountPreferencesBody,
  accountPreferencesResponse,
  accountStatusResponse,
  deletedResponse,
  deleteParentBody,
  okResponse,
  parentResponse,
  removeStudentBody,
  setPasswordBody,
  updateParentBody,
  updatePasswordBody,
  updateStudentsBody,
} from './account.contracts';
import {
  accountPreferencesOf,
  accountStatus,
  changeParentPassword,
  checkParentPassword,
  choosePassword,
  removeStudent as removeStudentOf,
  setAccountPreferences,
  updateParent as updateParentRow,
  updateStudents as updateStudentsOf,
} from './account.service';

export const NOT_YOUR_STUDENT = 'That student is not on your account.';
const tags = ['parents'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this parent') };
const params = parentIdParams;

const updateParent = defineRoute({
  access: 'parent',
  method: 'put',
  path: '/api/v1/parents/{id}',
  tags,
  summary: "Update the parent's names or analytics ids",
  request: { params, body: jsonBody(updateParentBody, { analytics_client_id: 'c-1' }) },
  responses: { 200: jsonResponse(parentResponse, 'Parent'), ...denied, 422: errorResponse('Invalid body') },
});

const deleteParent = defineRoute({
  access: 'parent',
  method: 'delete',
  path: '/api/v1/parents/{id}',
  tags,
  summary: "Delete the account with all of its students' data (password required)",
  request: { params, body: jsonBody(deleteParentBody) },
  responses: { 200: jsonResponse(deletedResponse, 'Deleted'), ...denied, 422: errorResponse('Wrong or missing password') },
});

const getPreferences = defineRoute({
  access: 'parent',
  method: 'get',
  path: '/api/v1/parents/{id}/account_preferences',
  tags,
  summary: 'Parent options, e.g. "don\'t lock at daily limit", "read questions aloud automatically"',
  request: { params },
  responses: { 200: jsonResponse(accountPreferencesResponse, 'Preferences'), ...denied },
});

const setPreferences = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/account_preferences',
  tags,
  summary: 'Change parent options',
  request: { params, body: jsonBody(accountPreferencesBody, { dont_lock_at_daily_limit: true }) },
  responses: { 200: jsonResponse(accountPreferencesResponse, 'Preferences'), ...denied, 422: errorResponse('Invalid body') },
});

const getStatus = defineRoute({
  access: 'parent',
  method: 'get',
  path: '/api/v1/parents/{id}/account_status',
  tags,
  summary: 'Payment status (free, paid, unpaid) and subscription status',
  request: { params },
  responses: { 200: jsonResponse(accountStatusResponse, 'Status'), ...denied },
});

const updatePassword = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/update_password',
  tags,
  summary: "Change the parent's password (current password required)",
  request: { params, body: jsonBody(updatePasswordBody) },
  responses: { 200: jsonResponse(okResponse, 'Changed'), ...denied, 422: errorResponse('Invalid or wrong current password') },
});

const setPassword = defineRoute({
  access: 'parent',
  method: 'put',
  path: '/api/v1/parents/{id}/password',
  tags,
  summary: 'Choose a password for an account created without one (funnel "create password")',
  request: { params, body: jsonBody(setPasswordBody) },
  responses: { 200: jsonResponse(okResponse, 'Set'), ...denied, 409: errorResponse('A password was already chosen'), 422: errorResponse('Invalid password') },
});

const updateStudents = defineRoute({
  access: 'parent',
  method: 'put',
  path: '/api/v1/parents/{id}/students',
  tags,
  summary: "Update several of the parent's students at once (all or nothing)",
  request: { params, body: jsonBody(updateStudentsBody) },
  responses: { 200: jsonResponse(studentsListSchema, 'All students of the parent'), ...denied, 422: errorResponse('Invalid body') },
});

const removeStudent = defineRoute({
  access: 'parent',
  method: 'delete',
  path: '/api/v1/parents/{id}/students',
  tags,
  summary: 'Remove a student and all of its data (account password required)',
  request: { params, body: jsonBody(removeStudentBody) },
  responses: { 200: jsonResponse(deletedResponse, 'Removed'), ...denied, 422: errorResponse('Wrong password') },
});

/** Parent account management under /api/v1/parents/{id} (spec part 1 section 7 "Parents"). */
export const accountRoutes = createRouter()
  .openapi(updateParent, async (c) => {
    const { db } = c.env.deps;
    return c.json(await parentWithStudents(db, await updateParentRow(db, c.env.deps.clock, c.var.parent.id, c.req.valid('json'))), 200);
  })
  .openapi(deleteParent, async (c) => {
    await checkParentPassword(c.var.parent, c.req.valid('json').password, 'password');
    await deleteParentAccount(c.env.deps.db, c.var.parent.id);
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(getPreferences, (c) => c.json({ account_preferences: accountPreferencesOf(c.var.parent) }, 200))
  .openapi(setPreferences, async (c) => c.json({ account_preferences: await setAccountPreferences(c.env.deps.db, c.env.deps.clock, c.var.parent.id, c.req.valid('json')) }, 200))
  .openapi(getStatus, async (c) => c.json({ account_status: await accountStatus(c.env.deps, c.var.parent.id) }, 200))
  .openapi(updatePassword, async (c) => {
    const body = c.req.valid('json');
    await changeParentPassword(c.env.deps, c.var.parent, body.current_password, body.new_password, c.var.user.session?.fam);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(setPassword, async (c) => {
    await choosePassword(c.env.deps, c.var.parent.id, c.req.valid('json').new_password, c.var.user.session?.fam);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(updateStudents, async (c) => c.json({ students: await updateStudentsOf(c.env.deps.db, c.env.deps.clock, c.var.parent.id, c.req.valid('json').students) }, 200))
  .openapi(removeStudent, async (c) => {
    const body = c.req.valid('json');
    await removeStudentOf(c.env.deps.db, c.var.parent, body.student_id, body.parent_password);
    return c.json({ deleted: true as const }, 200);
  });
