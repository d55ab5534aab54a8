import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives, student_pets } from '../../db/schema';
import { correctAnswerFor, wrongAnswerFor } from '../helpers/answers';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const ctx = useTestContext({ demo: true });

type Kid = Awaited<ReturnType<typeof addStudent>>;

/** Support moves the student to `level`: the levels before it count as completed (eggs at 3 and 6). */
async function moveTo(kid: Kid, level: number) {
  const res = await ctx.call('PUT', `/api/v1/admin/students/${kid.id}/math_game`, { token: ctx.adminToken, body: { current_level: level } });
  expect(res.status).toBe(200);
}
async function grantGems(kid: Kid, gems: number) {
  expect((await ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/add`, { token: ctx.adminToken, body: { gems } })).status).toBe(200);
}
const ledgerSum = async (studentId: number) => Number((await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, studentId)))[0]!.total ?? 0);
const balance = async (studentId: number) => (await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, studentId)))[0]?.gems ?? 0;

async function kidWithEgg(): Promise<Kid> {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent);
  await moveTo(kid, 4);
  return kid;
}

describe('pet catalogue (GET pets)', () => {
  it('lists 12 pets in a data field, each with art for 3 growth levels that exists, 4 colours and the growth prices', async () => {
    const kid = await kidWithEgg();
    const res = await ctx.call('GET', '/api/v1/pets', { token: kid.access });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(12);
    for (const pet of res.json.data) {
      expect(pet.colors).toHaveLength(4);
      expect(pet.unlock_costs).toEqual({ 2: 30, 3: 60 });
      for (const level of [1, 2, 3]) expect(existsSync(ROOT + pet.art[level])).toBe(true);
    }
    expect((await ctx.call('GET', '/api/v1/pets')).status).toBe(401);
  });
});

describe('hatching (POST student_pets)', () => {
  it('needs an egg: a new student has an empty list and nothing to hatch', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const list = await ctx.call('GET', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access });
    expect(list.json).toEqual({ data: [], eggs: { earned: 0, hatched: 0, available: 0 }, incentives: { gems: 0 } });
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 1, first_pet: true } });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'no_egg', message: 'You need an egg to hatch a pet. Finish more levels to find one!' });
  });

  it('hatches the first pet from the level-3 egg, named, and then needs another egg', async () => {
    const kid = await kidWithEgg();
    const url = `/api/v1/students/${kid.id}/student_pets`;
    expect((await ctx.call('GET', url, { token: kid.access })).json.eggs).toEqual({ earned: 1, hatched: 0, available: 1 });
    const unknown = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 99 } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.fields.pet_id).toBe('There is no pet with that number.');
    const badName = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 3, name: 'Dumb Bunny' } });
    expect(badName.status).toBe(422);
    expect(badName.json.error.fields.name).toBe("Let's pick a kind name for your pet.");

    const res = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 3, first_pet: true, name: ' Hoppy ' } });
    expect(res.status).toBe(201);
    const pet = res.json.data.student_pet;
    expect(pet).toMatchObject({ pet_id: 3, first_pet: true, student_id: kid.id, name: 'Hoppy', level: 1, color: 0, accessory: 'none', treats: 0, next_level_cost: 30 });
    expect(pet.pet.key).toBe('bunny');
    expect(res.json.data.incentives).toEqual({ gems: 0 });

    const again = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 4 } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('no_egg');
    const list = await ctx.call('GET', url, { token: kid.access });
    expect(list.json.data.map((p: { id: number }) => p.id)).toEqual([pet.id]);
    expect(list.json.eggs).toEqual({ earned: 1, hatched: 1, available: 0 });
  });

  it('keeps one first pet and one of each pet; a later egg hatches a pet that is not the first', async () => {
    const kid = await kidWithEgg();
    const url = `/api/v1/students/${kid.id}/student_pets`;
    expect((await ctx.call('POST', url, { token: kid.access, body: { pet_id: 1 } })).json.data.student_pet.first_pet).toBe(true);
    await moveTo(kid, 7);
    const same = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 1 } });
    expect(same.status).toBe(409);
    expect(same.json.error.message).toBe('You already have a Kitten. Pick another pet!');
    const first = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 2, first_pet: true } });
    expect(first.status).toBe(409);
    expect(first.json.error.message).toBe('You already have your first pet.');
    const second = await ctx.call('POST', url, { token: kid.access, body: { pet_id: 2, color: 2, accessory: 'scarf' } });
    expect(second.status).toBe(201);
    expect(second.json.data.student_pet).toMatchObject({ first_pet: false, name: 'Puppy', color: 2, accessory: 'scarf' });
  });

  it('lets only the student and its parent act on its pets', async () => {
    const kid = await kidWithEgg();
    const stranger = await signUpParent(ctx);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/student_pets`, { token: stranger.access })).status).toBe(403);
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: stranger.access, body: { pet_id: 1 } })).status).toBe(403);
    expect((await ctx.call('GET', `/api/v1/students/-/student_pets`, { token: kid.access })).status).toBe(200);
  });
});

describe('the pet customizer (PUT student_pets/{id})', () => {
  it('changes name and looks with clear field errors, and ignores growth sent back', async () => {
    const kid = await kidWithEgg();
    const pet = (await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 8 } })).json.data.student_pet;
    const url = `/api/v1/students/${kid.id}/student_pets/${pet.id}`;
    const bad = await ctx.call('PUT', url, { token: kid.access, body: { name: 'Sparky2000', color: 7, accessory: 'cape' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields).toEqual({
      name: "A pet name can only use letters, with a space, - or ' between them.",
      color: 'color must be a colour number from 0 to 3.',
      accessory: 'accessory must be one of: none, bow, party-hat, scarf, glasses.',
    });
    expect((await ctx.call('PUT', url, { token: kid.access, body: {} })).json.error.message).toBe('Send a name, color or accessory to change.');
    const ok = await ctx.call('PUT', url, { token: kid.access, body: { ...pet, name: 'Sparky', color: 1, accessory: 'party-hat', level: 3 } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.student_pet).toMatchObject({ name: 'Sparky', color: 1, accessory: 'party-hat', level: 1 });
    expect((await ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/999999`, { token: kid.access, body: { name: 'Pip' } })).status).toBe(404);
    const other = await kidWithEgg();
    expect((await ctx.call('PUT', `/api/v1/students/${other.id}/student_pets/${pet.id}`, { token: other.access, body: { name: 'Pip' } })).status).toBe(404);
  });
});

describe('growing a pet (PUT student_pets/{id}/unlock_next_level)', () => {
  it('spends 30 then 60 gems; pet level, balance and ledger change together; not enough gems changes nothing', async () => {
    const kid = await kidWithEgg();
    const pet = (await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 5 } })).json.data.student_pet;
    const url = `/api/v1/students/${kid.id}/student_pets/${pet.id}/unlock_next_level`;
    await grantGems(kid, 20);
    const poor = await ctx.call('PUT', url, { token: kid.access });
    expect(poor.status).toBe(422);
    expect(poor.json.error).toEqual({ code: 'not_enough_gems', message: 'Not enough gems. Fox needs 30 gems to grow: 10 more to go!' });
    expect((await ctx.deps.db.select().from(student_pets).where(eq(student_pets.id, pet.id)))[0]!.level).toBe(1);
    expect(await balance(kid.id)).toBe(20);
    expect(await ledgerSum(kid.id)).toBe(20);

    await grantGems(kid, 80);
    const two = await ctx.call('PUT', url, { token: kid.access });
    expect(two.status).toBe(200);
    expect(two.json.data).toMatchObject({ student_pet: { level: 2, next_level_cost: 60 }, incentives: { gems: 70 } });
    const three = await ctx.call('PUT', url, { token: kid.access });
    expect(three.json.data).toMatchObject({ student_pet: { level: 3, next_level_cost: null }, incentives: { gems: 10 } });
    const grown = await ctx.call('PUT', url, { token: kid.access });
    expect(grown.status).toBe(409);
    expect(grown.json.error.message).toBe('Fox is all grown up!');
    expect(await balance(kid.id)).toBe(10);
    expect(await ledgerSum(kid.id)).toBe(10);
  });

  it('two pets growing at once with gems for one: exactly one grows', async () => {
    const kid = await kidWithEgg();
    await moveTo(kid, 7);
    const hatch = (pet_id: number) => ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id } });
    const a = (await hatch(6)).json.data.student_pet;
    const b = (await hatch(7)).json.data.student_pet;
    await grantGems(kid, 45);
    const results = await Promise.all([a, b].map((p) => ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/${p.id}/unlock_next_level`, { token: kid.access })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await balance(kid.id)).toBe(15);
    expect(await ledgerSum(kid.id)).toBe(15);
  });
});

describe('the pet game (GET pet_game, POST its answers)', () => {
  it('feeds the pet and pays a gem per correct answer, up to 10 a day, without moving the map game', async () => {
    const kid = await kidWithEgg();
    const pet = (await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 12 } })).json.data.student_pet;
    const mapBefore = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.map_game;
    const base = `/api/v1/students/${kid.id}/student_pets/${pet.id}/pet_game`;
    const game = await ctx.call('GET', base, { token: kid.access });
    expect(game.status).toBe(200);
    let question = game.json.data.pet_game.question;
    expect(question.text.length).toBeGreaterThan(0);
    expect(game.json.data.pet_game).toMatchObject({ fed_today: 0, treats_per_day: 10, full: false });
    // Asking again gives the same pending question.
    expect((await ctx.call('GET', base, { token: kid.access })).json.data.pet_game.question.id).toBe(question.id);

    const answer = (q: { id: number }, body: unknown) => ctx.call('POST', `${base}/questions/${q.id}/student_answers`, { token: kid.access, body: { answer: body } });
    const wrong = await answer(question, await wrongAnswerFor(ctx, question.id));
    expect(wrong.json.data).toMatchObject({ result: 'incorrect', prev_question_correct: false, incentives: { gems: 0, earned: 0 }, student_pet: { fed_today: 0 } });
    expect(wrong.json.data.prev_answer.correct_answer.length).toBeGreaterThan(0);
    expect((await answer(question, await correctAnswerFor(ctx, question.id))).status).toBe(409);
    question = wrong.json.data.pet_game.question;

    for (let treat = 1; treat <= 10; treat++) {
      const res = await answer(question, await correctAnswerFor(ctx, question.id));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ result: 'correct', incentives: { gems: treat, earned: 1 }, student_pet: { fed_today: treat, treats: treat } });
      question = res.json.data.pet_game.question;
    }
    expect(question).toBeNull();
    const full = await ctx.call('GET', base, { token: kid.access });
    expect(full.json.data.pet_game).toMatchObject({ question: null, full: true, fed_today: 10 });
    expect(await ledgerSum(kid.id)).toBe(10);

    const mapAfter = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.map_game;
    expect(mapAfter).toEqual(mapBefore);

    // Tomorrow (the student's day) the pet is hungry again.
    ctx.clock.advance(24 * 3600 * 1000);
    try {
      const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: kid.username, password: 'kidpass1' } });
      const tomorrow = await ctx.call('GET', base, { token: login.json.access_token });
      expect(tomorrow.json.data.pet_game).toMatchObject({ full: false, fed_today: 0 });
      expect(tomorrow.json.data.student_pet.treats).toBe(10);
    } finally {
      ctx.clock.advance(-24 * 3600 * 1000);
    }
  });

  it('answers an unreadable entry with a message and saves nothing; refuses incomplete answers', async () => {
    const kid = await kidWithEgg();
    const pet = (await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 11 } })).json.data.student_pet;
    const base = `/api/v1/students/${kid.id}/student_pets/${pet.id}/pet_game`;
    const q = (await ctx.call('GET', base, { token: kid.access })).json.data.pet_game.question;
    const url = `${base}/questions/${q.id}/student_answers`;
    expect((await ctx.call('POST', url, { token: kid.access, body: { answer: {} } })).json.error.message).toBe('Please answer the question before checking.');
    if (q.question_type === 'BLNK') {
      const res = await ctx.call('POST', url, { token: kid.access, body: { answer: { answer_data: Array.from({ length: q.num_blanks }, () => 'banana') } } });
      expect(res.json.data).toMatchObject({ result: 'invalid', incentives: { gems: 0, earned: 0 } });
      expect(res.json.data.pet_game.question.id).toBe(q.id);
    }
    const dontKnow = await ctx.call('POST', url, { token: kid.access, body: { answer: { dont_know: true } } });
    expect(dontKnow.json.data).toMatchObject({ result: 'dont_know', incentives: { earned: 0 } });
  });
});
