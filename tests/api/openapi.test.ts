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
