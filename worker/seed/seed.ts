/**
 * Seeds content (maps, levels, the question bank, the catalogues) and demo accounts. Idempotent:
 * content is upserted only when its version (a SHA-256 of everything seeded) differs from the
 * version stored in `app_settings.content_version`; demo accounts are created once.
 * Runtime-neutral (WebCrypto only); the caller loads the content JSON (db/seed/content.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { admin_users, app_settings, math_lessons, math_levels, math_maps, parents, questions, skills, students, subscriptions, video_questions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../env';
import type { ContentBundle } from '../../db/seed/content';
import { hashPassword } from '../auth/passwords';
import { SKILLS } from '../math/bank';
import { monsterPartSeedRows, seedMonsterParts } from '../monster/monster.service';
import { petSeedRows, seedPets } from '../pets/pets.service';
import { monsterItemSeedRows, seedMonsterItems } from '../monster/items.service';
import type { SkillDef } from '../math/bank/types';
import { desertCues } from '../math/video/desert-cues';
import { seedReadingBooks } from '../reading/reading-seed';
import { scienceStaticSeedRows, seedScience } from '../science/science-seed';
import { seedSocialStudies } from '../social-studies/social-studies-seed';
import { seedSuperskills } from '../superskills/superskills-seed';

/** Seeds tried per lesson; questions whose text repeats an earlier seed's are skipped. */
export const SEEDS_PER_LESSON = 60;

export type { ContentBundle };

/**
 * Demo logins printed by `npm start` (local use only; refused in production), each with what it
 * shows (`shows`, one line). Mia stays fresh for the intro; Leo is played mid-journey by
 * worker/seed/demo-journey.ts (DEMO_JOURNEY says exactly where he stands).
 */
export const DEMO_ACCOUNTS = {
  parent: { email: 'parent@demo.monsterific.test', password: 'monster123', first_name: 'Pat', last_name: 'Demo', shows: "the parent's side: Who's playing? with both children, My Account, each child's data" },
  students: [
    { username: 'demomia', password: 'monster1', first_name: 'Mia', last_name: 'Demo', grade: 1, shows: 'a new player: the level-1 intro video, the monster maker, the pretest' },
    {
      username: 'demoleo',
      password: 'monster1',
      first_name: 'Leo',
      last_name: 'Demo',
      grade: 3,
      shows: 'mid-journey: the desert map (level 19), 3 pets and an egg to hatch, outfits, a furnished house, a few hundred gems',
    },
  ],
  admin: { email: 'admin@demo.monsterific.test', password: 'admin12345', shows: 'support: the e-mail outbox at /admin/outbox, the admin API (level moves, gem grants)' },
} as const;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Everything the content seed writes, computed once per bundle, with its version. */
interface PreparedContent {
  version: string;
  bank: ReturnType<typeof buildBank>;
  videoQuestions: ReturnType<typeof desertCues>;
}

function buildBank(skillDefs: SkillDef[]) {
  // Hints and figures are part of the bank, so they are in the content version: changing them re-seeds.
  return skillDefs.map((s) => ({ ...s, lessons: s.lessons.map((l) => ({ key: l.key, name: l.name, answerForm: l.answerForm, hints: l.hints ?? [], q: generateDistinct((seed) => l.generate(seed)) })) }));
}

// Generating the bank takes about a second: `npm start` seeds and then checks the same bundle.
const prepared = new WeakMap<ContentBundle, WeakMap<SkillDef[], Promise<PreparedContent>>>();

function prepareContent(content: ContentBundle, skillDefs: SkillDef[]): Promise<PreparedContent> {
  let bySkills = prepared.get(content);
  if (!bySkills) prepared.set(content, (bySkills = new WeakMap()));
  let result = bySkills.get(skillDefs);
  if (!result) {
    result = (async () => {
      const bank = buildBank(skillDefs);
      // The desert video levels' per-cue questions (authored with the videos, worker/math/video/desert-cues.ts).
      const videoQuestions = content.levels.filter((l) => l.type === 'video').flatMap((l) => desertCues(l.level));
      const version = await sha256(JSON.stringify({ content, bank, monsterParts: monsterPartSeedRows(), pets: petSeedRows(), monsterItems: monsterItemSeedRows(), videoQuestions, science: scienceStaticSeedRows() }));
      return { version, bank, videoQuestions };
    })();
    bySkills.set(skillDefs, result);
  }
  return result;
}

/** The version (SHA-256 hex) `seedContent` would store for this content; the database check compares it. */
export async function contentVersion(content: ContentBundle, skillDefs: SkillDef[] = SKILLS): Promise<string> {
  return (await prepareContent(content, skillDefs)).version;
}

/** The content version last seeded into `db`, or null when content was never seeded. */
export async function seededContentVersion(db: Db): Promise<string | null> {
  const [current] = await db.select().from(app_settings).where(eq(app_settings.key, 'content_version'));
  return current?.value ?? null;
}

/**
 * Seeds maps and levels from the bundle, the monster part and store item catalogues, and the
 * question bank from `skillDefs`; `clock` stamps the rows' created_at/updated_at.
 * Returns whether anything was written.
 */
export async function seedContent(db: Db, clock: Clock, content: ContentBundle, skillDefs: SkillDef[] = SKILLS): Promise<boolean> {
  const { version, bank, videoQuestions } = await prepareContent(content, skillDefs);
  if ((await seededContentVersion(db)) === version) return false;

  const now = new Date(clock.nowMs());
  await db.transaction(async (tx) => {
    await seedMonsterParts(tx, clock);
    await seedPets(tx, clock);
    await seedMonsterItems(tx, clock);
    await seedReadingBooks(tx, clock, content.books);
    await seedScience(tx, content.science);
    // Social studies and Superskills (issue 17): their maps and episodes, with the films' timings (in `content`, so in the version).
    await seedSocialStudies(tx, content.socialStudies);
    await seedSuperskills(tx, content.superskills);
    for (const map of content.maps) {
      await tx
        .insert(math_maps)
        .values({ id: map.id, key: map.key, data: map, created_at: now, updated_at: now })
        .onConflictDoUpdate({ target: math_maps.id, set: { key: map.key, data: map, updated_at: now } });
    }
    for (const level of content.levels) {
      await tx
        .insert(math_levels)
        .values({ level: level.level, map_id: level.map_id, data: level, created_at: now, updated_at: now })
        .onConflictDoUpdate({ target: math_levels.level, set: { map_id: level.map_id, data: level, updated_at: now } });
    }
    for (const v of videoQuestions) {
      const row = { level: v.level, cue: v.cue, question_type: v.question.question_type, text: v.question.text, answers: v.question.answers, explanation: v.question.explanation };
      await tx
        .insert(video_questions)
        .values(row)
        .onConflictDoUpdate({ target: [video_questions.level, video_questions.cue], set: { question_type: row.question_type, text: row.text, answers: row.answers, explanation: row.explanation } });
    }
    let skillPos = 0;
    for (const skill of bank) {
      const [skillRow] = await tx
        .insert(skills)
        .values({ key: skill.key, grade: skill.grade, name: skill.name, standard: skill.standard, position: skillPos })
        .onConflictDoUpdate({ target: skills.key, set: { grade: skill.grade, name: skill.name, standard: skill.standard, position: skillPos } })
        .returning();
      skillPos += 1;
      let lessonPos = 0;
      for (const lesson of skill.lessons) {
        const [lessonRow] = await tx
          .insert(math_lessons)
          .values({ key: lesson.key, skill_id: skillRow!.id, grade: skill.grade, name: lesson.name, answer_form: lesson.answerForm, hints: lesson.hints, position: lessonPos })
          .onConflictDoUpdate({ target: math_lessons.key, set: { skill_id: skillRow!.id, grade: skill.grade, name: lesson.name, answer_form: lesson.answerForm, hints: lesson.hints, position: lessonPos } })
          .returning();
        lessonPos += 1;
        const rows = lesson.q.map(({ seed, question }) => ({
          math_lesson_id: lessonRow!.id,
          seed,
          question_type: question.question_type,
          text: question.text,
          answers: question.answers,
          correct_answer: question.correct_answer,
          explanation: question.explanation,
          figure: question.figure ?? null,
        }));
        if (rows.length) {
          await tx
            .insert(questions)
            .values(rows)
            .onConflictDoUpdate({
              target: [questions.math_lesson_id, questions.seed],
              set: {
                question_type: sql`excluded.question_type`,
                text: sql`excluded.text`,
                answers: sql`excluded.answers`,
                correct_answer: sql`excluded.correct_answer`,
                explanation: sql`excluded.explanation`,
                figure: sql`excluded.figure`,
              },
            });
        }
      }
    }
    await tx.insert(app_settings).values({ key: 'content_version', value: version }).onConflictDoUpdate({ target: app_settings.key, set: { value: version } });
  });
  return true;
}

function generateDistinct(generate: SkillDef['lessons'][number]['generate']) {
  const seen = new Set<string>();
  const out: { seed: number; question: ReturnType<typeof generate> }[] = [];
  for (let seed = 1; seed <= SEEDS_PER_LESSON; seed++) {
    const question = generate(seed);
    // A picture question's text repeats ("What time does the clock show?"); its figure tells it apart.
    const key = question.figure ? `${question.text}\n${question.figure.alt}` : question.text;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ seed, question });
  }
  return out;
}

/**
 * Creates the demo parent (with two students, both new: worker/seed/demo-journey.ts then plays
 * Leo on) and the demo admin once, stamped by `clock`.
 * @throws Error when `environment` is production: demo passwords must never exist there.
 */
export async function seedDemoAccounts(db: Db, clock: Clock, environment: string, argon2MemoryKiB = 19456): Promise<boolean> {
  if (environment === 'production') throw new Error('Refusing to create demo accounts with NODE_ENV=production.');
  const demo = DEMO_ACCOUNTS;
  const [existing] = await db.select({ id: parents.id }).from(parents).where(eq(parents.email, demo.parent.email));
  if (existing) return false;
  const now = new Date(clock.nowMs());
  const stamps = { created_at: now, updated_at: now };
  const [parent] = await db
    .insert(parents)
    .values({
      email: demo.parent.email,
      password_hash: await hashPassword(demo.parent.password, argon2MemoryKiB),
      first_name: demo.parent.first_name,
      last_name: demo.parent.last_name,
      // So a demo can play every level in one sitting.
      dont_lock_at_daily_limit: true,
      ...stamps,
    })
    .returning();
  // A gift membership to every subject: the demo shows the whole game, beyond the free levels.
  await db.insert(subscriptions).values({ parent_id: parent!.id, status: 'GIFT', subject_ids: [1, 2, 3, 4, 5], ...stamps });
  for (const s of demo.students) {
    await db
      .insert(students)
      .values({ parent_id: parent!.id, username: s.username, password_hash: await hashPassword(s.password, argon2MemoryKiB), first_name: s.first_name, last_name: s.last_name, grade: s.grade, ...stamps })
      .onConflictDoNothing();
  }
  await db.insert(admin_users).values({ email: demo.admin.email, password_hash: await hashPassword(demo.admin.password, argon2MemoryKiB), ...stamps }).onConflictDoNothing();
  return true;
}
