import { describe, expect, it } from 'vitest';
import { WALK_MAX_MS } from './science.machine';
import { scienceJudge } from './science.services';
import { flush, startScience, statePath } from './science-test-support';

/** Into the outer space habitat with the sun topic open. */
async function toSunTopic(t: ReturnType<typeof startScience>) {
  await flush();
  t.actor.send({ type: 'SELECT_HABITAT', key: 'outerspace' });
  t.actor.send({ type: 'ARRIVED' });
  await flush();
  t.actor.send({ type: 'SELECT_TOPIC', key: 'sun' });
}

describe('the science statechart', () => {
  it('loads the world map, lessons and badges, and walks into a habitat when the monster arrives or after WALK_MAX_MS', async () => {
    const t = startScience();
    expect(statePath(t.actor.getSnapshot().value)).toBe('loading');
    await flush();
    expect(t.calls.slice(0, 3).sort()).toEqual(['badges 7', 'lessons 7', 'map 7 1']);
    t.actor.send({ type: 'SELECT_HABITAT', key: 'outerspace' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('walking');
    t.clock.increment(WALK_MAX_MS - 1);
    expect(statePath(t.actor.getSnapshot().value)).toBe('walking');
    t.clock.increment(1);
    await flush();
    expect(statePath(t.actor.getSnapshot().value)).toBe('habitat.map');
    expect(t.fetched).toEqual(['/assets/subject-maps/science-outerspace.json']);
  });

  it('uses an empty list when the student lessons fail to load (spec section 8)', async () => {
    const t = startScience({ fail: ['lessons'] });
    await flush();
    expect(t.logs.some((m) => m.startsWith('science: student lessons not loaded'))).toBe(true);
    expect(statePath(t.actor.getSnapshot().value)).toBe('world');
    expect(t.actor.getSnapshot().context.studentLessons).toEqual([]);
  });

  it('logs "no matching key" for a habitat without static data and stays on the world', async () => {
    const t = startScience();
    await flush();
    const warn = console.warn;
    const warned: unknown[][] = [];
    console.warn = (...a: unknown[]) => warned.push(a);
    try {
      t.actor.send({ type: 'SELECT_HABITAT', key: 'volcano' });
    } finally {
      console.warn = warn;
    }
    expect(statePath(t.actor.getSnapshot().value)).toBe('world');
    expect(warned.some((a) => a.includes('no matching key'))).toBe(true);
  });

  it('shows "Map not found" when the habitat map is missing, and goes back to the world', async () => {
    const t = startScience({ mapMissing: true });
    await flush();
    t.actor.send({ type: 'SELECT_HABITAT', key: 'safari' });
    t.actor.send({ type: 'ARRIVED' });
    await flush();
    expect(statePath(t.actor.getSnapshot().value)).toBe('habitat.missing');
    expect(t.logs).toContain('Map not found');
    t.actor.send({ type: 'BACK' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('world');
  });

  it('sends the start once per lesson: watching again sends nothing; a failed start is logged and sent again next time', async () => {
    const t = startScience();
    await toSunTopic(t);
    t.fail.add('start');
    t.actor.send({ type: 'WATCH', lessonId: 11 });
    await flush();
    expect(t.calls.filter((c) => c === 'start 11')).toHaveLength(1);
    expect(t.logs).toContain('science: lesson start not sent');
    expect(t.actor.getSnapshot().context.lastStartId).toBeNull();
    t.actor.send({ type: 'BACK' });
    t.actor.send({ type: 'WATCH', lessonId: 11 });
    await flush();
    expect(t.calls.filter((c) => c === 'start 11')).toHaveLength(2);
    expect(t.actor.getSnapshot().context.lastStartId).toBe(11);
    t.actor.send({ type: 'BACK' });
    t.actor.send({ type: 'WATCH', lessonId: 11 });
    await flush();
    expect(t.calls.filter((c) => c === 'start 11')).toHaveLength(2);
  });

  it('stops at a cue for its question, completes the film, asks the question after it, and earns the star', async () => {
    const t = startScience();
    await toSunTopic(t);
    t.actor.send({ type: 'WATCH', lessonId: 11 });
    await flush();
    t.actor.send({ type: 'CUE', questionId: 111 });
    expect(statePath(t.actor.getSnapshot().value)).toBe('lesson.(start.sent | film.question)');
    expect(t.actor.getSnapshot().context.cueQuestion).toBe(111);
    // The modal's judge answers; its reply reaches the machine as ANSWERED.
    t.actor.send({ type: 'ANSWERED', studentLesson: (await t.api.answer(7, 11, 111, 1101)).student_video_lesson });
    t.actor.send({ type: 'QUESTION_DONE' });
    t.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(statePath(t.actor.getSnapshot().value)).toBe('lesson.(start.sent | film.afterQuestions)');
    t.actor.send({ type: 'ANSWERED', studentLesson: (await t.api.answer(7, 11, 112, 1103)).student_video_lesson });
    t.actor.send({ type: 'QUESTION_DONE' });
    const c = t.actor.getSnapshot().context;
    expect(statePath(t.actor.getSnapshot().value)).toBe('lesson.(start.sent | film.result)');
    const mine = c.studentLessons.find((l) => l.video_lesson_id === 11)!;
    expect(mine.star_earned).toBe(true);
    expect(mine.started_at).not.toBeNull();
    expect(mine.completed_at).not.toBeNull();
  });

  it('opens the locked modal for a lesson the account does not open, without a start', async () => {
    const t = startScience();
    await toSunTopic(t);
    t.actor.send({ type: 'SELECT_TOPIC', key: 'moon' });
    t.actor.send({ type: 'WATCH', lessonId: 12 });
    await flush();
    expect(statePath(t.actor.getSnapshot().value)).toBe('habitat.topic');
    expect(t.actor.getSnapshot().context.lockedLesson).toBe(12);
    expect(t.calls).not.toContain('start 12');
    t.actor.send({ type: 'CLOSE_LOCKED' });
    expect(t.actor.getSnapshot().context.lockedLesson).toBeNull();
  });

  it('customises an earned badge optimistically, and reverts it when the save fails (spec sections 4 and 8)', async () => {
    const t = startScience();
    await toSunTopic(t);
    t.actor.send({ type: 'BADGE' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('habitat.topic');
    // Earn the star: watched and both questions right.
    t.actor.send({ type: 'WATCH', lessonId: 11 });
    await flush();
    await t.api.answer(7, 11, 111, 1101);
    await t.api.answer(7, 11, 112, 1103);
    t.actor.send({ type: 'FILM_ENDED' });
    await flush();
    t.actor.send({ type: 'BACK' });
    t.actor.send({ type: 'BADGE' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('habitat.badge.choosing');
    const choice = { background_science_badge_item_id: 2, border_science_badge_item_id: 12, color_science_badge_item_id: 23, pose_science_badge_item_id: 32 };
    const sunBadge = () => t.actor.getSnapshot().context.badges.find((b) => b.science_topic_id === 1)!.student_science_badges;
    t.actor.send({ type: 'PICK_ITEM', choice });
    expect(sunBadge()).toEqual([{ science_badge_id: 101, ...choice }]);
    await flush();
    expect(t.calls).toContain('badge 1 23');
    expect(sunBadge()).toEqual([{ science_badge_id: 101, ...choice }]);

    t.fail.add('badge');
    t.actor.send({ type: 'PICK_ITEM', choice: { ...choice, color_science_badge_item_id: 27 } });
    expect(sunBadge()[0]!.color_science_badge_item_id).toBe(27);
    await flush();
    expect(sunBadge()).toEqual([{ science_badge_id: 101, ...choice }]);
    expect(t.actor.getSnapshot().context.notice).toMatch(/went back/);
    expect(t.logs).toContain('science: badge not saved, reverted');
  });

  it('All Videos: a filter change resets the page to 0; a lesson watched from there returns there', async () => {
    const t = startScience();
    await flush();
    t.actor.send({ type: 'OPEN_ALL_VIDEOS' });
    t.actor.send({ type: 'PAGE', page: 2 });
    expect(t.actor.getSnapshot().context.page).toBe(2);
    t.actor.send({ type: 'FILTER', filter: 'safari' });
    expect(t.actor.getSnapshot().context).toMatchObject({ filter: 'safari', page: 0 });
    t.actor.send({ type: 'WATCH', lessonId: 13 });
    await flush();
    expect(t.calls).toContain('start 13');
    t.actor.send({ type: 'BACK' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('allVideos');
  });

  it('leaves a habitat through one of its exit films, chosen at random', async () => {
    const t = startScience({ random: 0.99 });
    await toSunTopic(t);
    t.actor.send({ type: 'LEAVE' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('exit');
    expect(t.actor.getSnapshot().context.exitVideo).toBe('/assets/science/exits/outerspace-6.webm');
    t.actor.send({ type: 'SKIP' });
    expect(statePath(t.actor.getSnapshot().value)).toBe('world');
  });
});

describe('the science question judge', () => {
  it('logs a failed answer and reads it as an empty object: the modal is told to ask again, the lesson is untouched (spec section 8)', async () => {
    const t = startScience();
    const logs: string[] = [];
    const seen: unknown[] = [];
    const judge = scienceJudge(t.api, 7, 11, (l) => seen.push(l), (m) => logs.push(m));
    t.fail.add('answer');
    await expect(judge(111, 1101)).rejects.toThrow('That did not go through');
    expect(logs).toEqual(['science: answer not saved (Error: answer failed)']);
    expect(seen).toEqual([]);
    const reply = await judge(111, 1101);
    expect(reply.correct).toBe(true);
    expect(seen).toHaveLength(1);
  });
});
