/**
 * The demo accounts show the product (issue 13, "Demo data that shows the product"): after the
 * database script's seed step, Leo stands mid-journey on the desert map exactly as the README's demo
 * table and decisions.md "Demo students" say, and Mia is a new player for the intro. Everything is
 * read back through the real API, as the game and the parent's pages read it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentOrThrow } from '../../db/seed/content';
import { seedDatabase, type SeedResult } from '../../worker/seed/database';
import { DEMO_JOURNEY, seedDemoJourney } from '../../worker/seed/demo-journey';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** Gems Leo has after the journey (README "Demo logins"): earned by 276 right answers, 42 video cues and 17 levels (16 each), less 345 spent on items and growing Sparky. */
const LEO_GEMS = 245;

const logins = new Map<string, { token: string; id: number }>();

/** Logs in once per user (logins are rate-limited per account). */
async function login(who: { username: string; password: string } | { email: string; password: string }) {
  const name = 'username' in who ? who.username : who.email;
  const known = logins.get(name);
  if (known) return known;
  const res = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: name, password: who.password } });
  expect(res.status, `login as ${name}: ${JSON.stringify(res.json)}`).toBe(200);
  const user = { token: res.json.access_token as string, id: res.json.user_id as number };
  logins.set(name, user);
  return user;
}

async function get(path: string, token: string) {
  const res = await ctx.call('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json;
}

describe('the demo students after the seed step', () => {
  // Tests run in a random order (vitest.config.ts): the seed step runs before all of them, twice.
  const seeds: SeedResult[] = [];
  beforeAll(async () => {
    const options = { environment: 'test' as const, clock: ctx.clock, argon2MemoryKiB: 1024 };
    for (let n = 0; n < 2; n++) seeds.push(await seedDatabase(ctx.deps.db, loadContentOrThrow(), options));
  });

  it('the seed plays the journey once: a second seed changes nothing; production refuses it', async () => {
    expect(seeds[0]).toMatchObject({ demoAccounts: true, demoJourney: true });
    expect(seeds[1]).toMatchObject({ content: false, demoAccounts: false, demoJourney: false });
    await expect(seedDemoJourney(ctx.deps.db, ctx.clock, 'production')).rejects.toThrow('Refusing to play the demo journey with NODE_ENV=production.');
  });

  it('Leo stands on level 19 of the desert map with levels 1-18 done, his own monster wearing four outfits, and the gems the README says', async () => {
    const leo = await login(DEMO_ACCOUNTS.students[1]);
    const map = await get(`/api/v1/students/${leo.id}/math_game/map`, leo.token);
    expect(map.content.map).toBe(DEMO_JOURNEY.map);
    expect(map.map_game.current_level).toBe(DEMO_JOURNEY.level);
    expect(map.completed_levels.map((l: { level: number } | number) => (typeof l === 'number' ? l : l.level)).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(map.locked).toBeNull();
    expect(map.incentives.gems).toBe(LEO_GEMS);
    const m = DEMO_JOURNEY.monster;
    expect(map.student_monster).toMatchObject({ body: m.body_id, color: m.color_id, pattern: m.pattern_id, eyes: m.eyes_id, mouth: m.mouth_id, headpart: m.headpart_id });
    expect([...map.monster_outfits].sort()).toEqual([...DEMO_JOURNEY.outfits.worn].sort());
    // Level 19 is a desert video level: it plays from its first cue.
    const video = await get(`/api/v1/students/${leo.id}/video_level`, leo.token);
    expect(video).toMatchObject({ level: 19, cue: 0, locked: null });
    // He played through the pretest: the next map levels are adaptive.
    const game = await get(`/api/v1/students/${leo.id}/math_game/desert`, leo.token);
    expect(game.learning_mode.learning_mode).toBe('adaptive');
  });

  it('Leo has three hatched pets (Sparky named and grown to level 2) and one egg waiting', async () => {
    const leo = await login(DEMO_ACCOUNTS.students[1]);
    const pets = await get(`/api/v1/students/${leo.id}/student_pets`, leo.token);
    expect(pets.data.map((p: { pet: { key: string }; name: string; level: number; first_pet: boolean }) => [p.pet.key, p.name, p.level, p.first_pet])).toEqual([
      ['dragon', 'Sparky', 2, true],
      ['fox', 'Fox', 1, false],
      ['owl', 'Owl', 1, false],
    ]);
    expect(pets.eggs).toEqual({ earned: 4, hatched: 3, available: 1 });
  });

  it('Leo owns five outfits (the Party Hat put away by the Wizard Hat) and a furnished house, each thing where the journey placed it', async () => {
    const leo = await login(DEMO_ACCOUNTS.students[1]);
    const { student_monster_items: items } = await get(`/api/v1/students/${leo.id}/student_monster_items`, leo.token);
    const byKey = new Map((items as { monster_item: { key: string; type: string }; is_shown: boolean; metadata: { position: string; leftPosition: number | null; topPosition: number | null } }[]).map((i) => [i.monster_item.key, i]));
    expect([...byKey.keys()].filter((k) => byKey.get(k)!.monster_item.type === 'outfit').sort()).toEqual([...DEMO_JOURNEY.outfits.bought].sort());
    expect(byKey.get('party-hat')!.is_shown).toBe(false);
    for (const key of DEMO_JOURNEY.outfits.worn) expect(byKey.get(key)!.is_shown, key).toBe(true);
    const house = [...byKey.values()].filter((i) => i.monster_item.type === 'house');
    expect(house).toHaveLength(DEMO_JOURNEY.house.length);
    for (const { key, leftPosition, topPosition } of DEMO_JOURNEY.house) expect(byKey.get(key), key).toMatchObject({ is_shown: true, metadata: { position: 'house', leftPosition, topPosition } });
  });

  it("the parent reads Leo's answers (not all right); Mia is a new player: level 1 on the ocean, no gems, pets, things or monster", async () => {
    const parent = await login(DEMO_ACCOUNTS.parent);
    const leo = await login(DEMO_ACCOUNTS.students[1]);
    const answers = (await get(`/api/v1/students/${leo.id}/student_answers`, parent.token)).student_answers as { correct: boolean }[];
    expect(answers.length).toBeGreaterThan(200);
    // Not a perfect record: one answer in seven is wrong.
    expect(answers.filter((a) => !a.correct).length).toBeGreaterThan(answers.length / 10);

    const mia = await login(DEMO_ACCOUNTS.students[0]);
    const map = await get(`/api/v1/students/${mia.id}/math_game/map`, mia.token);
    expect(map.content.map).toBe('ocean');
    expect(map.map_game.current_level).toBe(1);
    expect(map.completed_levels).toEqual([]);
    expect(map.incentives.gems).toBe(0);
    expect(map.monster_outfits).toEqual([]);
    expect((await ctx.call('GET', `/api/v1/students/${mia.id}/student_monsters`, { token: mia.token })).status).toBe(404);
    const pets = await get(`/api/v1/students/${mia.id}/student_pets`, mia.token);
    expect(pets.data).toEqual([]);
    expect(pets.eggs).toEqual({ earned: 0, hatched: 0, available: 0 });
    expect((await get(`/api/v1/students/${mia.id}/student_monster_items`, mia.token)).student_monster_items).toEqual([]);
  });
});
