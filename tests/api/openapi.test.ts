import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/openapi.json', () => {
  it('documents every route with its method, generated from the zod contracts', async () => {
    const res = await ctx.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(routes.sort()).toEqual(
      [
        'POST /api/o1/login',
        'POST /api/o1/refresh',
        'POST /api/o1/parents',
        'GET /api/v1/parents/{id}',
        'GET /api/v1/parents/{id}/students',
        'POST /api/v1/parents/{id}/students',
        'GET /api/v1/students/{id}',
        'GET /api/v1/students/{id}/math_game/map',
        'GET /api/v1/students/{id}/math_game/{map}',
        'POST /api/v1/students/{id}/math_game',
        'POST /api/v1/students/{id}/math_game/{game}/questions/{q}/student_answers',
        'GET /api/v1/students/{id}/video_level',
        'POST /api/v1/students/{id}/video_level/questions/{q}/student_answers',
        'POST /api/v1/students/{id}/video_level/end',
        'GET /api/v1/skills',
        'GET /api/v1/skills/{id}/math_lessons',
        'GET /api/v1/math_lessons/{id}',
        'GET /api/v1/math_lessons/{id}/questions',
        'GET /api/v1/math_lessons/{id}/correct_answers',
        'GET /api/v1/math/questions/{id}',
        'GET /api/v1/students/{id}/student_answers',
        'GET /api/v1/students/{id}/math_lessons_with_student',
        'GET /api/v1/students/{id}/recent_stats_with_student',
        'GET /api/v1/students/{id}/math_pretest',
        'POST /api/v1/students/{id}/student_math_lessons',
        'PUT /api/v1/students/{id}/math_game/{map}',
        'PUT /api/v1/admin/students/{id}/math_game',
        'GET /api/v1/students/{id}/incentives',
        'POST /api/v1/students/{id}/incentives/gems/add',
        'POST /api/v1/students/{id}/incentives/gems/substract',
        'GET /api/v1/monster_parts',
        'GET /api/v1/admin/monster_parts',
        'GET /api/v1/students/{id}/student_monsters',
        'POST /api/v1/students/{id}/student_monsters',
        'PUT /api/v1/students/{id}/student_monsters',
        'GET /api/v1/pets',
        'GET /api/v1/students/{id}/student_pets',
        'POST /api/v1/students/{id}/student_pets',
        'PUT /api/v1/students/{id}/student_pets/{pet}',
        'PUT /api/v1/students/{id}/student_pets/{pet}/unlock_next_level',
        'GET /api/v1/students/{id}/student_pets/{pet}/pet_game',
        'POST /api/v1/students/{id}/student_pets/{pet}/pet_game/questions/{q}/student_answers',
        // Accounts (issue 3)
        'PUT /api/v1/parents/{id}',
        'DELETE /api/v1/parents/{id}',
        'PUT /api/v1/parents/{id}/students',
        'DELETE /api/v1/parents/{id}/students',
        'GET /api/v1/parents/{id}/account_preferences',
        'POST /api/v1/parents/{id}/account_preferences',
        'GET /api/v1/parents/{id}/account_status',
        'POST /api/v1/parents/{id}/update_password',
        'PUT /api/v1/parents/{id}/password',
        'GET /api/v1/parents/{id}/feedbacks',
        'POST /api/v1/parents/{id}/feedbacks',
        'PUT /api/v1/parents/{id}/feedbacks/{feedback_id}',
        'GET /api/v1/students/from_session',
        'PUT /api/v1/students/{id}',
        'POST /api/v1/students/{id}/update_password',
        'POST /api/v1/students/{id}/migrations/{migration_id}',
        'GET /api/v1/students/{id}/export',
        'POST /api/v1/students/{id}/daily_usages',
        'POST /api/v1/students/{id}/behavior_events',
        'POST /api/v1/students/{student}/parents/{parent}/behavior_events',
        'GET /api/v1/students/{id}/feedbacks',
        'POST /api/v1/students/{id}/feedbacks',
        'PUT /api/v1/students/{id}/feedbacks/{feedback_id}',
        'GET /api/v1/user',
        'GET /api/v1/admin/admin_users/-',
        'POST /api/o1/guests',
        'PUT /api/o1/guests',
        'PUT /api/o1/guests/update_vars_once',
        'GET /api/o1/guests/data',
        'POST /api/o1/guest_behavior_events',
        'POST /api/o1/feedbacks',
        'PUT /api/o1/feedbacks/{feedback_id}',
        'POST /api/v1/guests/{guest}/student',
        'GET /api/v1/guests/{id}/user_configs',
        'POST /api/v1/guests/{guestId}/students/{id}/feedbacks',
        'GET /api/v1/admin/monster_items',
        'GET /api/v1/students/{id}/monster_items',
        'GET /api/v1/students/{id}/student_monster_items',
        'GET /api/v1/students/{id}/student_monster_items/{student_monster_item_id}',
        'POST /api/v1/students/{id}/student_monster_items',
        'PUT /api/v1/students/{id}/student_monster_items/{student_monster_item_id}',
        'POST /api/o1/logout',
        'POST /api/o1/forgot_password',
        'POST /api/o1/validate_action_token',
        'POST /api/o1/update_password_with_token',
        'GET /api/v1/admin/email_outbox',
      ].sort(),
    );
    expect(res.json.components.securitySchemes.Bearer.scheme).toBe('bearer');
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const res = await ctx.call('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(401);
    const open = await ctx.call('GET', '/api/o1/nothing-here');
    expect(open.status).toBe(404);
    expect(open.json.error.message).toBe('There is no such API address.');
  });
});
