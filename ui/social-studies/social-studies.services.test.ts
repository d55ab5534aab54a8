import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SocialStudiesApi } from './social-studies-calls';
import { provideSocialStudies } from './social-studies.services';
import type { SsMap, SsStudentLesson } from './social-studies-types';

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

const LESSON = { id: 21, vimeo_id: null, video_type: 'defaultVideo' as const, title: 'Quest', social_studies_topic_id: 2, locked: false, video: { source: 'own' as const, url: '/x.webm' }, duration_s: 30, video_states: [{ state: 'videoIntro' as const }] };
const MAP: SsMap = {
  id: 1,
  key: 'egypt',
  name: 'Ancient Egypt',
  intro_topic_id: 1,
  intro_topic: { id: 1, key: 'intro', name: 'Intro', quest: 'q', social_studies_video_lessons: [{ ...LESSON, id: 11, social_studies_topic_id: 1 }] },
  first_orb_topic_id: 2,
  billing: 'paid',
  completed: false,
  social_studies_topics: [
    { id: 1, key: 'intro', name: 'Intro', quest: 'q', social_studies_video_lessons: [{ ...LESSON, id: 11, social_studies_topic_id: 1 }] },
    { id: 2, key: 'flood', name: 'Flood', quest: 'q', social_studies_video_lessons: [LESSON] },
  ],
};
const record = (over: Partial<SsStudentLesson>): SsStudentLesson => ({ student_id: 5, social_studies_video_lesson_id: 21, social_studies_video_lesson: { id: 21, video_type: 'defaultVideo', social_studies_topic_id: 2, map_id: 1 }, num_times_started: 1, num_times_completed: 0, orb_earned_at: null, student_answers: [], ...over });

describe('the social studies calls wired into the statechart', () => {
  it('loads every map; a failed student lessons load is an empty list, logged', async () => {
    const logs: string[] = [];
    const api = { maps: () => Promise.resolve({ maps: [{ id: 1, key: 'egypt', name: 'Ancient Egypt' }] }), map: () => Promise.resolve(MAP), studentLessons: () => Promise.reject(new Error('offline')) } as unknown as SocialStudiesApi;
    const actor = createActor(provideSocialStudies({ api, log: (m) => logs.push(m) }), { input: { studentId: 5 } }).start();
    await flush();
    expect(actor.getSnapshot().context.maps).toEqual([MAP]);
    expect(actor.getSnapshot().context.studentLessons).toEqual([]);
    expect(logs).toEqual(['social studies: student lessons not loaded (Error: offline)']);
  });

  it('PUTs the whole record: the start incremented, then the completion with the orb stamped once', async () => {
    const sent: unknown[] = [];
    let list = [record({ num_times_started: 2, student_answers: [{ question_id: 1, answer_id: 1, correct: true }] }), record({ social_studies_video_lesson_id: 11, num_times_completed: 1 })];
    const api = {
      maps: () => Promise.resolve({ maps: [{ id: 1, key: 'egypt', name: 'Ancient Egypt' }] }),
      map: () => Promise.resolve(MAP),
      studentLessons: () => Promise.resolve(list),
      create: () => Promise.reject(new Error('not expected')),
      update: (_s: number, lessonId: number, body: Pick<SsStudentLesson, 'num_times_started' | 'num_times_completed' | 'orb_earned_at'>) => {
        sent.push({ lessonId, ...body });
        list = list.map((r) => (r.social_studies_video_lesson_id === lessonId ? { ...r, ...body } : r));
        return Promise.resolve(list);
      },
    } as unknown as SocialStudiesApi;
    const actor = createActor(provideSocialStudies({ api, log: () => undefined, now: () => new Date('2026-11-24T10:00:00Z') }), { input: { studentId: 5 } }).start();
    await flush();
    actor.send({ type: 'PICK_MAP', mapId: 1 });
    actor.send({ type: 'SELECT_TOPIC', key: 'flood' });
    await flush();
    actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(sent).toEqual([
      { lessonId: 21, num_times_started: 3, num_times_completed: 0, orb_earned_at: null },
      { lessonId: 21, num_times_started: 3, num_times_completed: 1, orb_earned_at: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(actor.getSnapshot().context.orbJustEarned).toBe('flood');
  });
});
