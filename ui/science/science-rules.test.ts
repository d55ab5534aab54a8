import { describe, expect, it } from 'vitest';
import { defaultBadgeItem } from '../../core/science/badge-items';
import { allVideosPage, badgeLook, filterLessons, mergeStudentLesson, nextLesson, pickExitVideo, questionsAfterFilm, shouldSendStart, starsByHabitat, topicNodeStates, withStudentLesson } from './science-rules';
import { fixtureMap } from './science-test-support';
import type { StudentVideoLesson } from './science-types';

const row = (over: Partial<StudentVideoLesson> = {}): StudentVideoLesson => ({
  video_lesson_id: 11,
  student_id: 7,
  started_at: null,
  completed_at: null,
  star_earned: false,
  video_lesson: { id: 11, title: 'L', science_topic_id: 1 },
  answered_right_question_ids: [],
  ...over,
});

describe('a student lesson: timestamps only if empty, the star never reverts (spec part 2 section 4)', () => {
  it('keeps the first started_at and completed_at when a later answer carries others', () => {
    const first = row({ started_at: '2026-11-24T09:00:00.000Z', completed_at: '2026-11-24T09:05:00.000Z' });
    const later = row({ started_at: '2026-11-24T10:00:00.000Z', completed_at: '2026-11-24T10:05:00.000Z' });
    const merged = mergeStudentLesson(first, later);
    expect(merged.started_at).toBe('2026-11-24T09:00:00.000Z');
    expect(merged.completed_at).toBe('2026-11-24T09:05:00.000Z');
  });

  it('sets an empty timestamp from the newer answer', () => {
    const merged = mergeStudentLesson(row({ started_at: '2026-11-24T09:00:00.000Z' }), row({ started_at: '2026-11-24T09:00:00.000Z', completed_at: '2026-11-24T09:07:00.000Z' }));
    expect(merged.completed_at).toBe('2026-11-24T09:07:00.000Z');
  });

  it('never turns a star back to false, and keeps questions answered right', () => {
    const merged = mergeStudentLesson(row({ star_earned: true, answered_right_question_ids: [111, 112] }), row({ star_earned: false, answered_right_question_ids: [112] }));
    expect(merged.star_earned).toBe(true);
    expect(merged.answered_right_question_ids).toEqual([111, 112]);
  });

  it('adds a lesson the list lacks and merges one it has', () => {
    const list = withStudentLesson([], row({ started_at: 'a' }));
    expect(list).toHaveLength(1);
    const again = withStudentLesson(list, row({ started_at: 'b', completed_at: 'c' }));
    expect(again).toEqual([row({ started_at: 'a', completed_at: 'c' })]);
  });
});

describe('the start is sent once per lesson (spec section 5)', () => {
  it('sends for a lesson other than the last sent, not for the same one', () => {
    expect(shouldSendStart(null, 11)).toBe(true);
    expect(shouldSendStart(12, 11)).toBe(true);
    expect(shouldSendStart(11, 11)).toBe(false);
  });
});

describe('All Videos: filter and page window (spec sections 4 and 5)', () => {
  const list = Array.from({ length: 20 }, (_, i) => i);

  it('drops the last item of each full window: it peeks and opens the next page', () => {
    const first = allVideosPage(list, 0, 9);
    expect(first.cards).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first.peek).toBe(8);
    const second = allVideosPage(list, 1, 9);
    expect(second.cards[0]).toBe(8);
    expect(second.pageCount).toBe(3);
  });

  it('shows every item on some page, the last page whole', () => {
    const seen = new Set<number>();
    const { pageCount } = allVideosPage(list, 0, 9);
    for (let p = 0; p < pageCount; p++) allVideosPage(list, p, 9).cards.forEach((i) => seen.add(i));
    expect([...seen].sort((a, b) => a - b)).toEqual(list);
    const last = allVideosPage(list, pageCount - 1, 9);
    expect(last.peek).toBeNull();
    expect(last.cards.at(-1)).toBe(19);
  });

  it('clamps a page beyond the end and copes with an empty list', () => {
    expect(allVideosPage(list, 99, 9).page).toBe(2);
    expect(allVideosPage([], 0, 9)).toEqual({ cards: [], peek: null, page: 0, pageCount: 1 });
    expect(() => allVideosPage(list, 0, 1)).toThrow(RangeError);
  });

  it('filters by habitat, or all in map order', () => {
    const map = fixtureMap();
    expect(filterLessons(map, 'all').map((l) => l.lesson.id)).toEqual([11, 12, 13, 14]);
    expect(filterLessons(map, 'safari').map((l) => l.topicKey)).toEqual(['giraffe', 'lion']);
  });
});

describe('next lesson, adventure book, node looks, exit film, badge', () => {
  const map = fixtureMap();

  it('suggests the next open lesson without a star, in the habitat first', () => {
    expect(nextLesson(map, [], 'safari')?.id).toBe(13);
    expect(nextLesson(map, [row({ video_lesson_id: 13, star_earned: true })], 'safari')?.id).toBe(14);
    // Lesson 12 is locked (free account): after 11 the next open one is in safari.
    expect(nextLesson(map, [], 'outerspace', 11)?.id).toBe(13);
    const allStars = [11, 13, 14].map((id) => row({ video_lesson_id: id, star_earned: true }));
    expect(nextLesson(map, allStars)).toBeNull();
  });

  it('counts the stars per habitat for the adventure book', () => {
    expect(starsByHabitat(map, [row({ star_earned: true }), row({ video_lesson_id: 13, star_earned: false })])).toEqual([
      { key: 'outerspace', title: 'Outer Space', stars: 1, total: 2 },
      { key: 'safari', title: 'Safari', stars: 0, total: 2 },
    ]);
  });

  it('draws topics selected, done, locked or unselected', () => {
    const topics = map.science_habitats[0]!.science_topics;
    expect(topicNodeStates(topics, [], null)).toEqual({ sun: 'unselected', moon: 'locked' });
    expect(topicNodeStates(topics, [row({ star_earned: true })], null)).toEqual({ sun: 'done', moon: 'locked' });
    expect(topicNodeStates(topics, [row({ star_earned: true })], 'sun')).toEqual({ sun: 'selected', moon: 'locked' });
  });

  it('picks an exit film at random, every one reachable', () => {
    const films = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(pickExitVideo(films, 0)).toBe('a');
    expect(pickExitVideo(films, 0.5)).toBe('d');
    expect(pickExitVideo(films, 0.9999)).toBe('f');
    expect(() => pickExitVideo([], 0.3)).toThrow(RangeError);
  });

  it('gives a badge never customised the catalogue defaults', () => {
    expect(badgeLook(undefined, 101)).toEqual({
      science_badge_id: 101,
      background_science_badge_item_id: defaultBadgeItem('background').id,
      border_science_badge_item_id: defaultBadgeItem('border').id,
      color_science_badge_item_id: defaultBadgeItem('color').id,
      pose_science_badge_item_id: defaultBadgeItem('pose').id,
    });
  });

  it('knows the questions asked after the film (those without a cue)', () => {
    const lesson = map.science_habitats[0]!.science_topics[0]!.video_lessons[0]!;
    expect(questionsAfterFilm(lesson).map((q) => q.id)).toEqual([112]);
  });
});
