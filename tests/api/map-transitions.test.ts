/**
 * Levels across maps through the real play calls (moved here from tests/e2e/maps.spec.ts, which
 * played two whole levels on screen): a desert level is a video level on the desert map, finishing
 * the jungle's last level (31) opens the arctic's first (32) on the arctic map, and the arctic goes on.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { math_games } from '../../db/schema';
import { addMemberOnLevel } from '../helpers/context';
import { playLevelByApi } from '../helpers/answers';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A student with a paid membership, placed on `level` (rested, so the level is open today). */
const memberOn = (level: number) => addMemberOnLevel(ctx, level, 2);

/** The map as the client sees it: the child's progress joined with the map's static content (issue 21). */
const mapOf = async (kid: { id: number; access: string }) => {
  const progress = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json;
  const content = (await ctx.call('GET', progress.content.url)).json;
  return { ...progress, map: content.map, levels: content.levels };
};

describe('levels across maps', () => {
  it('level 17 is on the desert map, a video level', async () => {
    const kid = await memberOn(17);
    const map = await mapOf(kid);
    expect(map.map).toMatchObject({ key: 'desert', title: 'Desert' });
    expect(map.levels.map((l: { level: number }) => l.level)).toEqual([17, 18, 19, 20, 21]);
    expect(map.levels[0].type).toBe('video');
    const game = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/desert`, { token: kid.access });
    expect(game.status).toBe(200);
    expect(game.json.map_game.current_level).toBe(17);
  });

  it("the jungle's last level completes into the arctic's first, and the arctic goes on to 33", async () => {
    const kid = await memberOn(31);
    const jungle = await mapOf(kid);
    expect(jungle.map).toMatchObject({ key: 'jungle', title: 'Jungle' });
    expect(jungle.map_game.current_level).toBe(31);

    const end31 = await playLevelByApi(ctx, kid, 'jungle');
    expect(end31.level_completed).toMatchObject({ level: 31, next_level: 32 });
    expect(end31.map_game).toMatchObject({ current_level: 32, num_problems_correct: 0 });
    const arctic = await mapOf(kid);
    expect(arctic.map).toMatchObject({ key: 'arctic', title: 'Arctic' });
    expect(arctic.levels.map((l: { level: number }) => l.level)).toEqual([32, 33, 34, 35, 36]);
    expect(arctic.map_game.current_level).toBe(32);
    expect(arctic.levels[0].type).toBe('sprite');
    expect(arctic.completed_levels).toContain(31);

    // Level 32 would rest until tomorrow after a level today (daily limit); support lifts the rest.
    await ctx.deps.db.update(math_games).set({ lock_next_level: false }).where(eq(math_games.student_id, kid.id));
    const end32 = await playLevelByApi(ctx, kid, 'arctic');
    expect(end32.level_completed).toMatchObject({ level: 32, next_level: 33 });
    expect((await mapOf(kid)).map_game.current_level).toBe(33);
  });
});
