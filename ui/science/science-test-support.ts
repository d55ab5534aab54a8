/**
 * Fixtures for the science unit tests: a small world map in the server's shape (two habitats of
 * two topics, one lesson each with a cued question and a question after the film), a fake API that
 * records calls and answers like the server (timestamps only if empty, star when watched and every
 * question right), and a started machine on XState's SimulatedClock.
 */
import { createActor, SimulatedClock } from 'xstate';
import { subjectMapSchema, type SubjectMap } from '../../core/content/subject-map-schema';
import { provideScience, type ScienceApi } from './science.services';
import type { BadgeChoice, ScienceMapData, StudentBadge, StudentVideoLesson, VideoLesson } from './science-types';

export const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

const lesson = (id: number, topicId: number, locked: boolean): VideoLesson => ({
  id,
  title: `Lesson ${id}`,
  youtube: null,
  science_topic_id: topicId,
  locked,
  video: { source: 'own', url: `/assets/science/films/t${topicId}.webm`, captions_url: `/assets/science/films/t${topicId}.vtt`, poster_url: `/assets/science/films/t${topicId}.webp` },
  duration_s: 60,
  cues: [{ time_s: 20, question_id: id * 10 + 1 }],
  questions: [
    { id: id * 10 + 1, text: 'Cued?', answers: [{ id: id * 100 + 1, text: 'right' }, { id: id * 100 + 2, text: 'wrong' }] },
    { id: id * 10 + 2, text: 'After?', answers: [{ id: id * 100 + 3, text: 'right' }, { id: id * 100 + 4, text: 'wrong' }] },
  ],
  try_at_home: { title: 'Try', materials: ['a cup'], steps: ['Fill it.'], what_happens: 'It fills.', grown_up_note: 'Help.' },
});

/** Outer space (sun: open, moon: locked) and safari (giraffe open, lion open). */
export function fixtureMap(): ScienceMapData {
  return {
    id: 1,
    key: 'world',
    billing: 'free',
    science_habitats: [
      { key: 'outerspace', title: 'Outer Space', sub_title: 'Stars', science_topics: [{ id: 1, key: 'sun', title: 'The Sun', video_lessons: [lesson(11, 1, false)] }, { id: 2, key: 'moon', title: 'The Moon', video_lessons: [lesson(12, 2, true)] }] },
      { key: 'safari', title: 'Safari', sub_title: 'Grass', science_topics: [{ id: 3, key: 'giraffe', title: 'Giraffes', video_lessons: [lesson(13, 3, false)] }, { id: 4, key: 'lion', title: 'Lions', video_lessons: [lesson(14, 4, false)] }] },
    ],
  };
}

const img = (n: string) => `/assets/art/science/outerspace/${n}.svg`;
/** A valid habitat map scene (the subject map schema's minimum). */
export const HABITAT_MAP: SubjectMap = subjectMapSchema.parse({
  key: 'science-outerspace',
  title: 'Outer Space',
  type: 'topics',
  scale: 2,
  palette: { sky: '#1b1446', ground: '#5a4e86', path: '#ffffff', accent: '#ffc83d', text: '#ffffff' },
  background: { image: img('background'), placeholder: img('background-placeholder') },
  nodes: ['sun', 'moon'].map((key, i) => ({
    key,
    x: 400 + i * 600,
    y: 450,
    images: { placeholder: img(`${key}-p`), unselected: img(key), selected: img(`${key}-s`) },
    order: i,
    zIndex: 1,
    polygon: [[300 + i * 600, 350], [500 + i * 600, 350], [500 + i * 600, 550]],
  })),
});

/** A fake of the science calls, answering like the server; `fail` names calls whose next call rejects. */
export function fakeScienceApi() {
  const calls: string[] = [];
  const fail = new Set<string>();
  const rows = new Map<number, StudentVideoLesson>();
  const badges = new Map<number, StudentBadge>();
  const map = fixtureMap();
  let now = 0;
  const time = () => new Date(Date.UTC(2026, 10, 24, 9, 0, now++)).toISOString();
  const check = (name: string) => {
    if (fail.delete(name)) return Promise.reject(Object.assign(new Error(`${name} failed`), { status: 503 }));
    return null;
  };
  const row = (studentId: number, lessonId: number): StudentVideoLesson => {
    const r = rows.get(lessonId) ?? { video_lesson_id: lessonId, student_id: studentId, started_at: null, completed_at: null, star_earned: false, video_lesson: { id: lessonId, title: `Lesson ${lessonId}`, science_topic_id: lessonId - 10 }, answered_right_question_ids: [] };
    rows.set(lessonId, r);
    return r;
  };
  const star = (r: StudentVideoLesson) => {
    if (r.completed_at !== null && r.answered_right_question_ids.length === 2) r.star_earned = true;
  };
  const api: ScienceApi = {
    map: (s, id) => (calls.push(`map ${s} ${id}`), check('map') ?? Promise.resolve(map)),
    badges: (s) => (calls.push(`badges ${s}`), check('badges') ?? Promise.resolve({ science_badges: [1, 2, 3, 4].map((t) => ({ id: 100 + t, science_topic_id: t, student_science_badges: badges.has(t) ? [badges.get(t)!] : [] })), science_badge_items: [] })),
    studentLessons: (s) => (calls.push(`lessons ${s}`), check('lessons') ?? Promise.resolve([...rows.values()].map((r) => ({ ...r })))),
    start: (s, l) => {
      calls.push(`start ${l}`);
      const r = row(s, l);
      return check('start') ?? Promise.resolve({ ...r, started_at: (r.started_at ??= time()) });
    },
    complete: (s, l) => {
      calls.push(`complete ${l}`);
      const r = row(s, l);
      r.started_at ??= time();
      r.completed_at ??= time();
      star(r);
      return check('complete') ?? Promise.resolve({ ...r });
    },
    answer: (s, l, q, a) => {
      calls.push(`answer ${q} ${a}`);
      const r = row(s, l);
      const correct = a % 2 === 1;
      if (correct && !r.answered_right_question_ids.includes(q)) r.answered_right_question_ids = [...r.answered_right_question_ids, q].sort();
      star(r);
      return check('answer') ?? Promise.resolve({ correct, correct_answer_id: a % 2 === 1 ? a : a - 1, explanation: 'Because.', gems: 1, student_video_lesson: { ...r } });
    },
    saveBadge: (s, topicId, choice: BadgeChoice) => {
      calls.push(`badge ${topicId} ${choice.color_science_badge_item_id}`);
      const b = { science_badge_id: 100 + topicId, ...choice };
      const failed = check('badge');
      if (failed) return failed;
      badges.set(topicId, b);
      return Promise.resolve(b);
    },
  };
  return { api, calls, fail, rows };
}

/** A started machine with fakes; `logs` lists what it logged. */
export function startScience(opts: { random?: number; mapMissing?: boolean; fail?: string[] } = {}) {
  const fake = fakeScienceApi();
  for (const name of opts.fail ?? []) fake.fail.add(name);
  const logs: string[] = [];
  const fetched: string[] = [];
  const machine = provideScience({
    api: fake.api,
    fetchJson: (url) => {
      fetched.push(url);
      return opts.mapMissing ? Promise.reject(new Error('404')) : Promise.resolve(HABITAT_MAP);
    },
    log: (m) => logs.push(m),
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { studentId: 7, random: () => opts.random ?? 0 }, clock });
  actor.start();
  return { actor, clock, logs, fetched, ...fake };
}

/** The snapshot's state as a dotted path; parallel regions in brackets. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 1) return `(${entries.map(([k, v]) => `${k}.${statePath(v)}`).join(' | ')})`;
  const [k, v] = entries[0]!;
  return `${k}.${statePath(v)}`;
}
