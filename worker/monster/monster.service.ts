/**
 * The monster feature's database work: the part catalogue and a student's monster
 * (spec part 1 sections 3, 4 "Monster maker" and 7 "Monster").
 */
import { asc, eq, sql } from 'drizzle-orm';
import { monster_parts, student_monsters, type MonsterPartRow, type StudentMonsterRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { DEFAULT_MONSTER, MONSTER_PART_TYPES, MONSTER_PARTS, type MonsterPartType } from '../../core/monster/monster-parts';
import type { Clock } from '../env';
import { conflict, DomainError } from '../lib/errors';
import { listStudentItems } from './items.service';
import type { MonsterPart, StudentMonster, StudentMonsterBody, StudentMonsterUpdate } from './monster.contracts';

/** URL folder of the part art; the thumbnails (`<id>.svg`) come from scripts/art/monster-parts.ts. */
export const MONSTER_PART_ASSET_URL = '/assets/art/monster/parts';

/** The 30 catalogue rows to seed (without timestamps), from core/monster/monster-parts.ts. */
export function monsterPartSeedRows(): Omit<MonsterPartRow, 'created_at' | 'updated_at'>[] {
  return MONSTER_PARTS.map((p) => ({
    id: p.id,
    type: p.type,
    legacy_number: p.legacy_number,
    name: p.name,
    prefix_url: `${MONSTER_PART_ASSET_URL}/`,
    preview_url: `${MONSTER_PART_ASSET_URL}/${p.id}.svg`,
  }));
}

/** Upserts the part catalogue (idempotent), stamped by `clock`. Called by the content seed. */
export async function seedMonsterParts(db: Pick<Db, 'insert'>, clock: Clock): Promise<void> {
  const now = new Date(clock.nowMs());
  await db
    .insert(monster_parts)
    .values(monsterPartSeedRows().map((r) => ({ ...r, created_at: now, updated_at: now })))
    .onConflictDoUpdate({
      target: monster_parts.id,
      set: {
        type: sql`excluded.type`,
        legacy_number: sql`excluded.legacy_number`,
        name: sql`excluded.name`,
        prefix_url: sql`excluded.prefix_url`,
        preview_url: sql`excluded.preview_url`,
        updated_at: now,
      },
    });
}

function toPart(row: MonsterPartRow): MonsterPart {
  return { ...row, type: row.type as MonsterPartType, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** All parts, sorted by id (`{id, type, legacy_number, name, prefix_url, preview_url, ...}`). */
export async function listMonsterParts(db: Db | Tx): Promise<MonsterPart[]> {
  const rows = await db.select().from(monster_parts).orderBy(asc(monster_parts.id));
  return rows.map(toPart);
}

/**
 * The student's monster in the spec shape, or null when the student has none yet.
 * @throws DomainError 500 when a part id has no catalogue row (the seed did not run).
 */
export async function findStudentMonster(db: Db, studentId: number): Promise<StudentMonster | null> {
  const [row] = await db.select().from(student_monsters).where(eq(student_monsters.student_id, studentId));
  return row ? withParts(db, row) : null;
}

/**
 * The student's monster, or the spec's default monster when none was made yet (first option of
 * each type, id 0, student id 0, timestamps now) carrying the student's items.
 */
export async function studentMonsterOrDefault(db: Db, clock: Clock, studentId: number): Promise<StudentMonster> {
  const found = await findStudentMonster(db, studentId);
  if (found) return found;
  const now = new Date(clock.nowMs());
  return withParts(
    db,
    {
      id: 0,
      student_id: 0,
      created_at: now,
      updated_at: now,
      body_id: DEFAULT_MONSTER.body,
      color_id: DEFAULT_MONSTER.color,
      eyes_id: DEFAULT_MONSTER.eyes,
      headpart_id: DEFAULT_MONSTER.headpart,
      mouth_id: DEFAULT_MONSTER.mouth,
      pattern_id: DEFAULT_MONSTER.pattern,
    },
    studentId,
  );
}

async function withParts(db: Db | Tx, row: StudentMonsterRow, itemsOfStudentId = row.student_id): Promise<StudentMonster> {
  const byId = new Map((await listMonsterParts(db)).map((p) => [p.id, p]));
  const part = (type: MonsterPartType) => {
    const found = byId.get(row[`${type}_id`]);
    if (!found) throw new DomainError('internal', 'The monster parts are missing. Please try again later.', 'internal');
    return found;
  };
  return {
    id: row.id,
    student_id: row.student_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    student_monster_items: await listStudentItems(db, itemsOfStudentId),
    body: part('body'),
    body_id: row.body_id,
    color: part('color'),
    color_id: row.color_id,
    pattern: part('pattern'),
    pattern_id: row.pattern_id,
    eyes: part('eyes'),
    eyes_id: row.eyes_id,
    mouth: part('mouth'),
    mouth_id: row.mouth_id,
    headpart: part('headpart'),
    headpart_id: row.headpart_id,
  };
}

/**
 * Creates the student's monster (spec "Monster maker": closing with id 0 creates).
 * Ids are already range-checked by the contract. `db`: a transaction when part of a registration
 * (the monster made in the funnel, worker/funnel/registration-extras.ts).
 * @throws DomainError 409 when the student already has a monster (one per student, enforced by a unique index).
 */
export async function createStudentMonster(db: Db | Tx, clock: Clock, studentId: number, body: StudentMonsterBody): Promise<StudentMonster> {
  const now = new Date(clock.nowMs());
  const [row] = await db
    .insert(student_monsters)
    .values({ student_id: studentId, ...body, created_at: now, updated_at: now })
    .onConflictDoNothing({ target: student_monsters.student_id })
    .returning();
  if (!row) throw conflict('This student already has a monster. Update it instead.');
  return withParts(db, row);
}

/**
 * Changes the given part ids of the student's monster (spec "Monster maker": closing with an id updates).
 * @throws DomainError 404 `no_monster` when the student has none yet.
 */
export async function updateStudentMonster(db: Db, clock: Clock, studentId: number, body: StudentMonsterUpdate): Promise<StudentMonster> {
  const set: Partial<Pick<StudentMonsterRow, `${MonsterPartType}_id`>> = {};
  for (const type of MONSTER_PART_TYPES) {
    const id = body[`${type}_id`];
    if (id !== undefined) set[`${type}_id`] = id;
  }
  const [row] = await db
    .update(student_monsters)
    .set({ ...set, updated_at: new Date(clock.nowMs()) })
    .where(eq(student_monsters.student_id, studentId))
    .returning();
  if (!row) throw noMonster();
  return withParts(db, row);
}

/** 404 `no_monster`: spec "A monster fetch returning 404 means the student has none yet". */
export const noMonster = () => new DomainError('not_found', 'This student has no monster yet. Make one in the monster maker!', 'no_monster');
