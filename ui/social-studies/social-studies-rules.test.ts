import { describe, expect, it } from 'vitest';
import { chooseLesson, landingFilmFor, mapDisplay, mapIntroFor, nextQuestion, orbs, subjectComplete, type SsMapRef, type SsStudentLessonRef, type VideoType } from './social-studies-rules';

const TYPES: VideoType[] = ['defaultVideo', 'returnVideo', 'completeVideo'];
/** A map of `n` topics (t1 the intro, t2 the first-orb topic); topic i's lessons are i*10 + 1..3 (default, return, complete). */
function map(id: number, n: number): SsMapRef {
  const base = id * 100;
  return {
    id,
    intro_topic_id: base + 1,
    first_orb_topic_id: base + 2,
    social_studies_topics: Array.from({ length: n }, (_, i) => ({ id: base + i + 1, key: `t${i + 1}`, social_studies_video_lessons: TYPES.map((video_type, j) => ({ id: (base + i + 1) * 10 + j + 1, video_type })) })),
  };
}
const EGYPT = map(1, 4);
const GREECE = map(2, 3);
const lessonOf = (m: SsMapRef, topic: number, type: VideoType) => m.social_studies_topics[topic - 1]!.social_studies_video_lessons.find((l) => l.video_type === type)!.id;
function rec(lessonId: number, mapId: number, over: Partial<SsStudentLessonRef> = {}): SsStudentLessonRef {
  return { social_studies_video_lesson_id: lessonId, social_studies_video_lesson: { map_id: mapId }, num_times_started: 1, num_times_completed: 0, orb_earned_at: null, student_answers: [], ...over };
}
const done = (m: SsMapRef, topic: number, type: VideoType, orb = false) => rec(lessonOf(m, topic, type), m.id, { num_times_completed: 1, orb_earned_at: orb ? '2026-11-24T10:00:00Z' : null });

describe('social studies rules (spec part 2 section 4)', () => {
  it('chooses defaultVideo while nothing of the map is completed, even for the intro topic', () => {
    for (const t of EGYPT.social_studies_topics) expect(chooseLesson(EGYPT, t, []).video_type).toBe('defaultVideo');
    // Progress on another map does not count.
    expect(chooseLesson(EGYPT, EGYPT.social_studies_topics[0]!, [done(GREECE, 2, 'defaultVideo', true)]).video_type).toBe('defaultVideo');
  });

  it('chooses returnVideo for the intro topic once some lesson is completed, completeVideo once every orb is earned; other topics defaultVideo', () => {
    const some = [done(EGYPT, 1, 'defaultVideo'), done(EGYPT, 2, 'defaultVideo', true)];
    expect(chooseLesson(EGYPT, EGYPT.social_studies_topics[0]!, some).video_type).toBe('returnVideo');
    expect(chooseLesson(EGYPT, EGYPT.social_studies_topics[2]!, some).video_type).toBe('defaultVideo');
    const all = [done(EGYPT, 2, 'defaultVideo', true), done(EGYPT, 3, 'defaultVideo', true), done(EGYPT, 4, 'defaultVideo', true)];
    expect(chooseLesson(EGYPT, EGYPT.social_studies_topics[0]!, all).video_type).toBe('completeVideo');
  });

  it('counts orbs: topics minus 1 in all, earned from the map own lessons, as earned/total', () => {
    expect(orbs(EGYPT, [])).toEqual({ earned: 0, total: 3, text: '0/3' });
    expect(orbs(EGYPT, [done(EGYPT, 2, 'defaultVideo', true), done(EGYPT, 3, 'defaultVideo'), done(GREECE, 2, 'defaultVideo', true)])).toEqual({ earned: 1, total: 3, text: '1/3' });
  });

  it('is complete when free, or when every completeVideo lesson of every map is completed', () => {
    expect(subjectComplete('free', [EGYPT, GREECE], [])).toBe(true);
    const finals = [EGYPT, GREECE].flatMap((m) => m.social_studies_topics.map((_, i) => done(m, i + 1, 'completeVideo')));
    expect(subjectComplete('paid', [EGYPT, GREECE], finals.slice(1))).toBe(false);
    expect(subjectComplete('paid', [EGYPT, GREECE], finals)).toBe(true);
    expect(subjectComplete('unpaid', [EGYPT, GREECE], [])).toBe(false);
  });

  it('asks the question at the index of answers given, else a random one', () => {
    const qs = ['a', 'b', 'c'];
    expect(nextQuestion(qs, 0, 0.9)).toBe('a');
    expect(nextQuestion(qs, 2, 0.9)).toBe('c');
    expect(nextQuestion(qs, 3, 0)).toBe('a');
    expect(nextQuestion(qs, 7, 0.99)).toBe('c');
    expect(nextQuestion([], 0, 0.5)).toBeNull();
  });

  it('shows the intro topic first, the first-orb topic after any completion, every topic after any orb; arrows until the completeVideo', () => {
    const shown = (list: SsStudentLessonRef[]) => Object.entries(mapDisplay(EGYPT, list)).filter(([, d]) => d.shown).map(([k]) => k);
    expect(shown([])).toEqual(['t1']);
    expect(shown([done(EGYPT, 1, 'defaultVideo')])).toEqual(['t1', 't2']);
    const orb = [done(EGYPT, 1, 'defaultVideo'), done(EGYPT, 2, 'defaultVideo', true)];
    expect(shown(orb)).toEqual(['t1', 't2', 't3', 't4']);
    expect(mapDisplay(EGYPT, orb)).toMatchObject({ t1: { arrow: false }, t2: { orb: true, arrow: false }, t3: { arrow: true, orb: false } });
    const final = [...orb, done(EGYPT, 1, 'completeVideo')];
    expect(Object.values(mapDisplay(EGYPT, final)).some((d) => d.arrow)).toBe(false);
  });

  it('picks the map intro and the landing film by progress', () => {
    expect(mapIntroFor(EGYPT, [])).toBe('newUser');
    expect(mapIntroFor(EGYPT, [done(GREECE, 2, 'defaultVideo', true)])).toBe('noneForThisMap');
    expect(mapIntroFor(EGYPT, [done(EGYPT, 2, 'defaultVideo', true)])).toBe('someProgress');
    expect(mapIntroFor(EGYPT, [2, 3, 4].map((t) => done(EGYPT, t, 'defaultVideo', true)))).toBe('allOrbs');
    expect(landingFilmFor([])).toBe('landingNew');
    expect(landingFilmFor([rec(1, 1)])).toBe('landingReturning');
  });
});
