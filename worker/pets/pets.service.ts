/**
 * The pets feature's database work (spec part 1 sections 3, 4 "Pets" and 7 "Pets"): the
 * catalogue, a student's pets, hatching an egg, the customizer's looks and growing a pet with gems.
 * Every change runs in one transaction: a failure (no egg, not enough gems) changes nothing.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { pets, student_levels, student_pets, students, type StudentPetRow, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { petArtUrl, petById, PETS, type PetAccessory, type PetDef } from '../../core/content/pet-catalogue';
import type { Clock, Deps } from '../env';
import { changeGems, getGems } from '../gems/gems.service';
import { conflict, DomainError, invalid, notFound } from '../lib/errors';
import { calendarDate } from '../../core/calendar';
import { eggCounts, planSpend, PET_LEVEL_PRICES, TREATS_PER_DAY, treatsToday, unlockCost } from './pet-rules';
import type { CreateStudentPetBody, Pet, PetEggs, StudentPet, UpdateStudentPetBody } from './pets.contracts';

/** The catalogue rows to seed (without timestamps), from core/content/pet-catalogue.ts. */
export function petSeedRows() {
  return PETS.map((p) => ({ id: p.id, key: p.key, name: p.name, description: p.description }));
}

/** Upserts the pet catalogue (idempotent), stamped by `clock`. Called by the content seed, inside its transaction. */
export async function seedPets(db: Pick<Db, 'insert'>, clock: Clock): Promise<void> {
  const now = new Date(clock.nowMs());
  await db
    .insert(pets)
    .values(petSeedRows().map((r) => ({ ...r, created_at: now, updated_at: now })))
    .onConflictDoUpdate({ target: pets.id, set: { key: sql`excluded.key`, name: sql`excluded.name`, description: sql`excluded.description`, updated_at: now } });
}

function toPet(def: PetDef): Pet {
  return {
    id: def.id,
    key: def.key,
    name: def.name,
    description: def.description,
    art: { 1: petArtUrl(def, 1), 2: petArtUrl(def, 2), 3: petArtUrl(def, 3) },
    colors: def.palettes.map((p, index) => ({ index, name: p.name, base: p.base })),
    unlock_costs: PET_LEVEL_PRICES,
  };
}

/**
 * The catalogue as served (`GET pets`), in id order: only pets that are seeded.
 */
export async function listPets(db: Db): Promise<Pet[]> {
  const rows = await db.select({ id: pets.id }).from(pets).orderBy(asc(pets.id));
  return rows.flatMap((r) => {
    const def = petById(r.id);
    return def ? [toPet(def)] : [];
  });
}

/** A student pet in the spec shape. `today` is the student's calendar date (for `fed_today`). */
export function toStudentPet(row: StudentPetRow, today: string): StudentPet {
  const def = petById(row.pet_id);
  if (!def) throw new DomainError('internal', 'The pet catalogue is missing a pet. Please try again later.', 'internal');
  return {
    id: row.id,
    pet_id: row.pet_id,
    first_pet: row.first_pet,
    student_id: row.student_id,
    pet: toPet(def),
    name: row.name,
    level: row.level,
    color: row.color,
    accessory: row.accessory as PetAccessory,
    treats: row.treats,
    fed_today: treatsToday(row, today),
    treats_per_day: TREATS_PER_DAY,
    next_level_cost: unlockCost(row.level),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The student's calendar date now (YYYY-MM-DD, its own time zone). */
export function studentToday(deps: Deps, student: Pick<StudentRow, 'timezone'>): string {
  return calendarDate(deps.clock.nowMs(), student.timezone);
}

async function completedLevels(db: Db | Tx, studentId: number): Promise<number[]> {
  const rows = await db.select({ level: student_levels.level }).from(student_levels).where(eq(student_levels.student_id, studentId));
  return rows.map((r) => r.level);
}

/** The student's eggs: earned by completed levels, hatched (pets owned) and waiting. */
export async function studentEggs(db: Db | Tx, studentId: number): Promise<PetEggs> {
  const [owned] = await db.select({ n: count() }).from(student_pets).where(eq(student_pets.student_id, studentId));
  return eggCounts(await completedLevels(db, studentId), owned?.n ?? 0);
}

/** `GET student_pets`: the student's pets (oldest first), its eggs and gems. */
export async function listStudentPets(deps: Deps, student: StudentRow) {
  const rows = await deps.db.select().from(student_pets).where(eq(student_pets.student_id, student.id)).orderBy(asc(student_pets.id));
  const today = studentToday(deps, student);
  return { data: rows.map((r) => toStudentPet(r, today)), eggs: await studentEggs(deps.db, student.id), incentives: { gems: await getGems(deps.db, student.id) } };
}

/**
 * Loads one of the student's pets, locked for update inside `tx`.
 * @throws DomainError 404 "Pet not found." when it is not this student's.
 */
export async function lockStudentPet(tx: Tx, studentId: number, studentPetId: number): Promise<StudentPetRow> {
  const [row] = await tx
    .select()
    .from(student_pets)
    .where(and(eq(student_pets.id, studentPetId), eq(student_pets.student_id, studentId)))
    .for('update');
  if (!row) throw notFound('Pet');
  return row;
}

/**
 * Hatches an egg (`POST student_pets`): the student needs an egg waiting (completed levels 3, 6,
 * 11, ... minus pets owned). The first pet a student hatches is its `first_pet`; asking for
 * `first_pet: true` when the student already has pets is refused. A new pet is called by its
 * species name until the child names it.
 * @throws DomainError 422 (field pet_id) for an unknown pet; 409 `no_egg` without an egg waiting,
 *   409 `already_owned` for a pet the student has, 409 `first_pet_taken` as above.
 */
export async function createStudentPet(deps: Deps, student: StudentRow, body: CreateStudentPetBody) {
  const def = petById(body.pet_id);
  const [row] = def ? await deps.db.select({ id: pets.id }).from(pets).where(eq(pets.id, body.pet_id)) : [];
  if (!def || !row) throw invalid('There is no pet with that number.', { pet_id: 'There is no pet with that number.' });
  return deps.db.transaction(async (tx) => {
    // One hatch at a time per student: the egg count is read and used under this lock.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for('update');
    const eggs = await studentEggs(tx, student.id);
    if (eggs.available < 1) throw new DomainError('conflict', 'You need an egg to hatch a pet. Finish more levels to find one!', 'no_egg');
    const [owned] = await tx
      .select({ id: student_pets.id })
      .from(student_pets)
      .where(and(eq(student_pets.student_id, student.id), eq(student_pets.pet_id, def.id)));
    if (owned) throw new DomainError('conflict', `You already have a ${def.name}. Pick another pet!`, 'already_owned', { pet_id: `You already have a ${def.name}.` });
    const isFirst = eggs.hatched === 0;
    if (body.first_pet === true && !isFirst) throw new DomainError('conflict', 'You already have your first pet.', 'first_pet_taken', { first_pet: 'You already have your first pet.' });
    const now = new Date(deps.clock.nowMs());
    const [created] = await tx
      .insert(student_pets)
      .values({ student_id: student.id, pet_id: def.id, first_pet: isFirst, name: body.name ?? def.name, color: body.color ?? 0, accessory: body.accessory ?? 'none', created_at: now, updated_at: now })
      .returning();
    return { student_pet: toStudentPet(created!, studentToday(deps, student)), incentives: { gems: await getGems(tx, student.id) } };
  });
}

/**
 * Changes a pet's looks from the customizer (`PUT student_pets/{id}`): name, colour, accessory.
 * @throws DomainError 404 when the pet is not the student's.
 */
export async function updateStudentPet(deps: Deps, student: StudentRow, studentPetId: number, body: UpdateStudentPetBody) {
  return deps.db.transaction(async (tx) => {
    await lockStudentPet(tx, student.id, studentPetId);
    const set: Partial<typeof student_pets.$inferInsert> = { updated_at: new Date(deps.clock.nowMs()) };
    if (body.name !== undefined) set.name = body.name;
    if (body.color !== undefined) set.color = body.color;
    if (body.accessory !== undefined) set.accessory = body.accessory;
    const [updated] = await tx.update(student_pets).set(set).where(eq(student_pets.id, studentPetId)).returning();
    return { student_pet: toStudentPet(updated!, studentToday(deps, student)), incentives: { gems: await getGems(tx, student.id) } };
  });
}

/**
 * Grows a pet to its next level (`PUT student_pets/{id}/unlock_next_level`), paying
 * {@link unlockCost} gems. The level, the balance and the gem ledger change in one transaction.
 * @throws DomainError 409 `max_level` when the pet is grown up; 422 `not_enough_gems` with how many
 *   are missing (nothing changes); 404 when the pet is not the student's.
 */
export async function unlockNextLevel(deps: Deps, student: StudentRow, studentPetId: number) {
  return deps.db.transaction(async (tx) => {
    const row = await lockStudentPet(tx, student.id, studentPetId);
    const cost = unlockCost(row.level);
    if (cost === null) throw conflict(`${row.name} is all grown up!`);
    const plan = planSpend(await getGems(tx, student.id), cost);
    if (!plan.ok) throw new DomainError('invalid', notEnoughMessage(row.name, cost, plan.missing), 'not_enough_gems');
    let gems: number;
    try {
      gems = await changeGems(tx, student.id, -cost, `pet ${row.id} level ${row.level + 1}`, deps.clock);
    } catch (e) {
      // A concurrent spend took the gems between the read and the update.
      if (e instanceof DomainError && e.code === 'not_enough_gems') throw new DomainError('invalid', notEnoughMessage(row.name, cost, null), 'not_enough_gems');
      throw e;
    }
    const [updated] = await tx
      .update(student_pets)
      .set({ level: row.level + 1, updated_at: new Date(deps.clock.nowMs()) })
      .where(eq(student_pets.id, row.id))
      .returning();
    return { student_pet: toStudentPet(updated!, studentToday(deps, student)), incentives: { gems } };
  });
}

function notEnoughMessage(name: string, cost: number, missing: number | null): string {
  return missing === null
    ? `Not enough gems. ${name} needs ${cost} gems to grow.`
    : `Not enough gems. ${name} needs ${cost} gems to grow: ${missing} more to go!`;
}
