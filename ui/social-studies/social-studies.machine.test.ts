import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { VideoType } from './social-studies-rules';
import { earnsOrb, landingFilmOf, mapIntroOf, socialStudiesMachine } from './social-studies.machine';
import type { SsLesson, SsMap, SsStudentLesson } from './social-studies-types';

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};
const TYPES: VideoType[] = ['defaultVideo', 'returnVideo', 'completeVideo'];

/** A map of 3 topics (intro t1, first-orb t2, t3); topic i's lessons are i*10 + 1..3. */
function fixtureMap(billing: SsMap['billing'] = 'paid'): SsMap {
  const topics = [1, 2, 3].map((i) => ({
    id: i,
    key: `t${i}`,
    name: `Topic ${i}`,
    quest: 'Decide something.',
    social_studies_video_lessons: TYPES.map((video_type, j): SsLesson => ({ id: i * 10 + j + 1, vimeo_id: null, video_type, title: `L${i}${j}`, social_studies_topic_id: i, locked: false, video: { source: 'own', url: '/x.webm' }, duration_s: 30, video_states: [{ state: 'videoIntro' }, { state: 'videoQuizTime', time_s: 10, questions: [{ id: i * 100 + j, text: 'Q?', answers: [{ id: 1, text: 'a' }, { id: 2, text: 'b' }] }] }] })),
  }));
  return { id: 1, key: 'egypt', name: 'Ancient Egypt', intro_topic_id: 1, intro_topic: topics[0]!, first_orb_topic_id: 2, billing, completed: billing === 'free', social_studies_topics: topics };
}

/** A fake server: records calls, keeps student lessons, answers with the list (as every call does). */
function start(opts: { failInit?: boolean; billing?: SsMap['billing']; failFinish?: boolean } = {}) {
  const calls: string[] = [];
  const logs: string[] = [];
  let list: SsStudentLesson[] = [];
  const map = fixtureMap(opts.billing);
  const machine = socialStudiesMachine.provide({
    actors: {
      initialize: fromPromise(() => (opts.failInit ? Promise.reject(new Error('offline')) : Promise.resolve({ maps: [map], studentLessons: list }))),
      startLesson: fromPromise(({ input }) => {
        calls.push(input.record ? `put started ${input.record.num_times_started + 1}` : `create ${input.lessonId}`);
        const rec: SsStudentLesson = input.record ? { ...input.record, num_times_started: input.record.num_times_started + 1 } : { student_id: 5, social_studies_video_lesson_id: input.lessonId, social_studies_video_lesson: { id: input.lessonId, video_type: 'defaultVideo', social_studies_topic_id: Math.floor(input.lessonId / 10), map_id: 1 }, num_times_started: 1, num_times_completed: 0, orb_earned_at: null, student_answers: [] };
        list = [...list.filter((s) => s.social_studies_video_lesson_id !== input.lessonId), rec];
        return Promise.resolve(list);
      }),
      finishLesson: fromPromise(({ input }) => {
        calls.push(`finish ${input.record.social_studies_video_lesson_id}${input.orb ? ' orb' : ''}`);
        if (opts.failFinish) return Promise.reject(new Error('offline'));
        const rec = { ...input.record, num_times_completed: input.record.num_times_completed + 1, orb_earned_at: input.record.orb_earned_at ?? (input.orb ? '2026-11-24T10:00:00Z' : null) };
        list = [...list.filter((s) => s.social_studies_video_lesson_id !== rec.social_studies_video_lesson_id), rec];
        return Promise.resolve(list);
      }),
      setCompleted: fromPromise<unknown, { studentId: number }>(() => (calls.push('completed'), Promise.resolve({ completed: true }))),
    },
    actions: { log: (_, m) => logs.push(m) },
  });
  const actor = createActor(machine, { input: { studentId: 5 } }).start();
  const path = () => JSON.stringify(actor.getSnapshot().value).replace(/[{}"]/g, '').replaceAll(':', '.');
  /** The server records a right (or wrong) answer on the lesson, as the answer call does. */
  const answer = (lessonId: number, correct: boolean) => {
    list = list.map((s) => (s.social_studies_video_lesson_id === lessonId ? { ...s, student_answers: [...s.student_answers, { question_id: 1, answer_id: correct ? 1 : 2, correct }] } : s));
    actor.send({ type: 'ANSWERED', studentLessons: list });
  };
  /** Completed records the server holds already (another topic's completeVideo watched). */
  const alsoCompleted = (ids: number[]) => {
    list = [...list, ...ids.map((id) => ({ ...list[0]!, social_studies_video_lesson_id: id, num_times_completed: 1, orb_earned_at: null, student_answers: [] }))];
    actor.send({ type: 'ANSWERED', studentLessons: list });
  };
  return { actor, calls, logs, path, answer, alsoCompleted };
}

/** Plays topic `key` through its quiz (`right` answer) to the film's end. */
async function playTopic(t: ReturnType<typeof start>, key: string, right: boolean) {
  t.actor.send({ type: 'SELECT_TOPIC', key });
  await flush();
  expect(t.path()).toBe('initialized.topic.playing');
  t.actor.send({ type: 'QUIZ_TIME' });
  // The quiz asks the question at the index of answers given (one question here).
  expect(t.actor.getSnapshot().context.questionId).toBe(t.actor.getSnapshot().context.lesson!.video_states.flatMap((v) => (v.state === 'videoQuizTime' ? v.questions : []))[0]!.id);
  t.answer(t.actor.getSnapshot().context.lesson!.id, right);
  t.actor.send({ type: 'QUIZ_DONE' });
  t.actor.send({ type: 'FILM_ENDED' });
  await flush();
}

describe('the social studies statechart', () => {
  it('initializes to the landing film, then the map with its intro film; a failure is the error state with Try again', async () => {
    const bad = start({ failInit: true });
    await flush();
    expect(bad.path()).toBe('error');
    expect(bad.actor.getSnapshot().context.error).toBeTruthy();

    const t = start();
    expect(t.path()).toBe('initializing');
    await flush();
    expect(t.path()).toBe('initialized.landing.film');
    expect(landingFilmOf(t.actor.getSnapshot().context)).toBe('landingNew');
    t.actor.send({ type: 'SKIP' });
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    expect(t.path()).toBe('initialized.map.intro');
    expect(mapIntroOf(t.actor.getSnapshot().context)).toBe('newUser');
    t.actor.send({ type: 'FILM_ENDED' });
    expect(t.path()).toBe('initialized.map.idle');
  });

  it("says 'Map not found' for a map id without a map", async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 9 });
    expect(t.path()).toBe('initialized.mapMissing');
    expect(t.logs).toEqual(['Map not found']);
  });

  it('opens only shown topics; creates the record on the first start and increments it after; a quest answered right earns the orb', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    t.actor.send({ type: 'SELECT_TOPIC', key: 't3' });
    expect(t.path()).toBe('initialized.map.intro');
    await playTopic(t, 't1', true);
    expect(t.calls).toEqual(['create 11', 'finish 11']);
    expect(t.path()).toBe('initialized.map.idle');
    // t2 (first orb) shows after a completion; answered right, its quest earns the orb.
    await playTopic(t, 't2', true);
    expect(t.calls.slice(2)).toEqual(['create 21', 'finish 21 orb']);
    expect(t.actor.getSnapshot().context.orbJustEarned).toBe('t2');
    // Played again: the record's start is incremented, and the orb is not earned twice.
    await playTopic(t, 't2', true);
    expect(t.calls.slice(4)).toEqual(['put started 2', 'finish 21']);
    expect(t.actor.getSnapshot().context.orbJustEarned).toBeNull();
  });

  it('gives no orb for a wrong answer; the intro topic then plays its returnVideo', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    await playTopic(t, 't1', true);
    await playTopic(t, 't2', false);
    expect(t.calls).toContain('finish 21');
    t.actor.send({ type: 'SELECT_TOPIC', key: 't1' });
    expect(t.actor.getSnapshot().context.lesson?.video_type).toBe('returnVideo');
  });

  it('completing the last completeVideo completes the subject: the completion call, the modal, just completed', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    await playTopic(t, 't1', true);
    await playTopic(t, 't2', true);
    await playTopic(t, 't3', true);
    // Every orb: the intro topic plays the completeVideo. The subject needs every completeVideo of
    // every topic (spec), so the others are watched through the fake's records.
    t.alsoCompleted([23, 33]);
    expect(t.actor.getSnapshot().context.completed).toBe(false);
    t.actor.send({ type: 'SELECT_TOPIC', key: 't1' });
    expect(t.actor.getSnapshot().context.lesson?.video_type).toBe('completeVideo');
    await flush();
    t.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(t.path()).toBe('initialized.topic.completionModal');
    expect(t.calls).toContain('completed');
    expect(t.actor.getSnapshot().context).toMatchObject({ completed: true, justCompleted: true });
    t.actor.send({ type: 'CLOSE' });
    expect(t.path()).toBe('initialized.map.idle');
  });

  it('a free account counts as complete from the start (no completion modal); a failed completion is logged and the map shows', async () => {
    const free = start({ billing: 'free' });
    await flush();
    expect(free.actor.getSnapshot().context.completed).toBe(true);
    const t = start({ failFinish: true });
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    await playTopic(t, 't1', true);
    expect(t.logs).toContain('social studies: completion not saved');
    expect(t.path()).toBe('initialized.map.idle');
  });

  it('going to the map from a topic stops the lesson', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'PICK_MAP', mapId: 1 });
    t.actor.send({ type: 'SELECT_TOPIC', key: 't1' });
    await flush();
    t.actor.send({ type: 'GO_MAP' });
    expect(t.path()).toBe('initialized.map.idle');
  });

  it('earns an orb only on a quest lesson answered right, never twice, never on the intro topic', () => {
    const map = fixtureMap();
    const lesson = map.social_studies_topics[1]!.social_studies_video_lessons[0]!;
    const rec = (over: Partial<SsStudentLesson>): SsStudentLesson => ({ student_id: 5, social_studies_video_lesson_id: lesson.id, social_studies_video_lesson: { id: lesson.id, video_type: 'defaultVideo', social_studies_topic_id: 2, map_id: 1 }, num_times_started: 1, num_times_completed: 0, orb_earned_at: null, student_answers: [], ...over });
    expect(earnsOrb(map, lesson, rec({ student_answers: [{ question_id: 1, answer_id: 1, correct: true }] }))).toBe(true);
    expect(earnsOrb(map, lesson, rec({ student_answers: [{ question_id: 1, answer_id: 2, correct: false }] }))).toBe(false);
    expect(earnsOrb(map, lesson, rec({ orb_earned_at: 'x', student_answers: [{ question_id: 1, answer_id: 1, correct: true }] }))).toBe(false);
    expect(earnsOrb(map, map.social_studies_topics[0]!.social_studies_video_lessons[0]!, rec({ student_answers: [{ question_id: 1, answer_id: 1, correct: true }] }))).toBe(false);
  });
});
