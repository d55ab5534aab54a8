/**
 * Science badges (issue 16 contract "The API" 2 and 7; spec part 2 section 3 "Science badge",
 * "Student badge"): every topic's badge with the student's (once earned), the customiser's
 * catalogue, and customising an earned badge. A badge is earned with its topic's star (every
 * lesson of the topic starred; science-lessons.service.ts creates it with the default items then);
 * customising one not earned is 409 `badge_not_earned`. Badges are not behind the paywall: an
 * earned badge stays the child's to customise.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { badgeItemImageUrl } from '../../core/science/badge-items';
import {
  science_badge_items,
  science_badges,
  science_habitats,
  science_topics,
  student_science_badges,
  student_video_lessons,
  video_lessons,
  type StudentRow,
  type StudentScienceBadgeRow,
} from '../../db/schema';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import type { ScienceBadgesResponse, StudentBadge, StudentBadgeBody } from './science.contracts';

/** A student's badge in its answer shape. */
export function toStudentBadge(row: StudentScienceBadgeRow): StudentBadge {
  return {
    science_badge_id: row.science_badge_id,
    background_science_badge_item_id: row.background_science_badge_item_id,
    border_science_badge_item_id: row.border_science_badge_item_id,
    color_science_badge_item_id: row.color_science_badge_item_id,
    pose_science_badge_item_id: row.pose_science_badge_item_id,
  };
}

/** GET science_badges: every topic's badge in map order with the student's (0 or 1), and the items by id. */
export async function listBadges(deps: Deps, student: StudentRow): Promise<ScienceBadgesResponse> {
  const [badges, mine, items] = await Promise.all([
    deps.db
      .select({ id: science_badges.id, science_topic_id: science_badges.science_topic_id })
      .from(science_badges)
      .innerJoin(science_topics, eq(science_topics.id, science_badges.science_topic_id))
      .innerJoin(science_habitats, eq(science_habitats.key, science_topics.science_habitat_key))
      .orderBy(asc(science_habitats.position), asc(science_topics.position)),
    deps.db.select().from(student_science_badges).where(eq(student_science_badges.student_id, student.id)),
    deps.db.select().from(science_badge_items).orderBy(asc(science_badge_items.id)),
  ]);
  const mineBy = new Map(mine.map((m) => [m.science_badge_id, m]));
  return {
    science_badges: badges.map((b) => {
      const own = mineBy.get(b.id);
      return { id: b.id, science_topic_id: b.science_topic_id, student_science_badges: own ? [toStudentBadge(own)] : [] };
    }),
    science_badge_items: items.map((i) => ({ id: i.id, kind: i.kind, key: i.key, name: i.name, ...(i.hex ? { hex: i.hex } : {}), image_url: badgeItemImageUrl(i) })),
  };
}

/**
 * POST science_topics/{topicId}/student_science_badges: sets the four items of the student's badge
 * of the topic (creates the row when the star was earned but the row is missing).
 * @throws DomainError 404 `topic_not_found`; 409 `badge_not_earned` before every lesson of the topic has its star.
 */
export async function setBadge(deps: Deps, student: StudentRow, topicId: number, body: StudentBadgeBody): Promise<StudentBadge> {
  const [badge] = await deps.db.select({ id: science_badges.id }).from(science_badges).where(eq(science_badges.science_topic_id, topicId));
  if (!badge) throw new DomainError('not_found', 'Topic not found.', 'topic_not_found');
  const [stars] = await deps.db
    .select({ lessons: count(), starred: sql<number>`count(*) filter (where ${student_video_lessons.star_earned})` })
    .from(video_lessons)
    .leftJoin(student_video_lessons, and(eq(student_video_lessons.video_lesson_id, video_lessons.id), eq(student_video_lessons.student_id, student.id)))
    .where(eq(video_lessons.science_topic_id, topicId));
  if (!stars || Number(stars.lessons) === 0 || Number(stars.starred) < Number(stars.lessons)) {
    throw new DomainError('conflict', 'Earn this topic’s star first: watch its film and answer every question right.', 'badge_not_earned');
  }
  const now = new Date(deps.clock.nowMs());
  const items = {
    background_science_badge_item_id: body.background_science_badge_item_id,
    border_science_badge_item_id: body.border_science_badge_item_id,
    color_science_badge_item_id: body.color_science_badge_item_id,
    pose_science_badge_item_id: body.pose_science_badge_item_id,
  };
  const [row] = await deps.db
    .insert(student_science_badges)
    .values({ student_id: student.id, science_badge_id: badge.id, ...items, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [student_science_badges.student_id, student_science_badges.science_badge_id], set: { ...items, updated_at: now } })
    .returning();
  return toStudentBadge(row!);
}
