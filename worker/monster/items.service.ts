/**
 * The store, house and outfit room's database work (spec part 1 sections 3 "Student monster item",
 * 4 "Buying an outfit ... hides other shown outfits of the same subject and position" and 7
 * "Monster"). Buying spends gems through the gem ledger in the same transaction as the new item,
 * so a failure (not enough gems, already owned) leaves nothing half-saved.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { monster_items, student_monster_items, type MonsterItemRow, type StudentMonsterItemRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { applyItemUpdate, compareItems, initialPlacement, itemImageUrl, outfitsToHide } from '../../core/content/monster-items';
import type { Clock } from '../env';
import { changeGems } from '../gems/gems.service';
import { conflict, DomainError, invalid, notFound } from '../lib/errors';
import { catalogueItems } from './items.catalogue';
import type { MonsterItem, StoreItem, StudentMonsterItem, UpdateItemBody } from './items.contracts';

/** The catalogue rows to seed (without timestamps), from assets/items/*.json. */
export function monsterItemSeedRows(): Omit<MonsterItemRow, 'created_at' | 'updated_at'>[] {
  return catalogueItems().map((i) => ({
    id: i.id,
    key: i.key,
    type: i.type,
    subject_id: i.subject_id,
    legacy_number: i.legacy_number,
    name: i.name,
    price: i.price,
    position: i.position,
    image_url: itemImageUrl(i.key),
    room_width: i.type === 'house' ? i.room_width : null,
  }));
}

/**
 * Upserts the catalogue (idempotent), stamped by `clock`. Items removed from the JSON stay, so
 * bought ones keep their row.
 */
export async function seedMonsterItems(db: Pick<Db, 'insert'>, clock: Clock): Promise<void> {
  const now = new Date(clock.nowMs());
  await db
    .insert(monster_items)
    .values(monsterItemSeedRows().map((r) => ({ ...r, created_at: now, updated_at: now })))
    .onConflictDoUpdate({
      target: monster_items.id,
      set: {
        key: sql`excluded.key`,
        type: sql`excluded.type`,
        subject_id: sql`excluded.subject_id`,
        legacy_number: sql`excluded.legacy_number`,
        name: sql`excluded.name`,
        price: sql`excluded.price`,
        position: sql`excluded.position`,
        image_url: sql`excluded.image_url`,
        room_width: sql`excluded.room_width`,
        updated_at: now,
      },
    });
}

function toItem(row: MonsterItemRow): MonsterItem {
  return { ...row, type: row.type as MonsterItem['type'], position: row.position as MonsterItem['position'], created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function toStudentItem(row: StudentMonsterItemRow, item: MonsterItemRow): StudentMonsterItem {
  return {
    id: row.id,
    student_id: row.student_id,
    monster_item_id: row.monster_item_id,
    monster_item: toItem(item),
    is_shown: row.is_shown,
    metadata: row.metadata,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every catalogue item (of one subject when given), grouped by type and sorted by legacy_number. */
export async function listMonsterItems(db: Db, subjectId?: number): Promise<MonsterItem[]> {
  const rows = await db
    .select()
    .from(monster_items)
    .where(subjectId === undefined ? undefined : eq(monster_items.subject_id, subjectId))
    .orderBy(asc(monster_items.id));
  return rows.map(toItem).sort(compareItems);
}

/** The store for a student: the catalogue with `owned` and `student_monster_item_id` per item, grouped and sorted. */
export async function listStore(db: Db, studentId: number, subjectId?: number): Promise<StoreItem[]> {
  const [items, owned] = await Promise.all([listMonsterItems(db, subjectId), listStudentItems(db, studentId, subjectId)]);
  const byItem = new Map(owned.map((o) => [o.monster_item_id, o.id]));
  return items.map((i) => ({ ...i, owned: byItem.has(i.id), student_monster_item_id: byItem.get(i.id) ?? null }));
}

/** The student's bought items (of one subject when given), grouped by type and sorted by legacy_number. */
export async function listStudentItems(db: Db | Tx, studentId: number, subjectId?: number): Promise<StudentMonsterItem[]> {
  const rows = await db
    .select()
    .from(student_monster_items)
    .innerJoin(monster_items, eq(student_monster_items.monster_item_id, monster_items.id))
    .where(and(eq(student_monster_items.student_id, studentId), subjectId === undefined ? undefined : eq(monster_items.subject_id, subjectId)));
  return rows.map((r) => toStudentItem(r.student_monster_items, r.monster_items)).sort((a, b) => compareItems(a.monster_item, b.monster_item));
}

/**
 * One of the student's items.
 * @throws DomainError 404 when the student has no item with that id.
 */
export async function getStudentItem(db: Db | Tx, studentId: number, studentItemId: number): Promise<StudentMonsterItem> {
  const [row] = await db
    .select()
    .from(student_monster_items)
    .innerJoin(monster_items, eq(student_monster_items.monster_item_id, monster_items.id))
    .where(and(eq(student_monster_items.student_id, studentId), eq(student_monster_items.id, studentItemId)));
  if (!row) throw notFound('Monster item');
  return toStudentItem(row.student_monster_items, row.monster_items);
}

/** Hides the student's other shown outfits of the same subject and position as `shown` (spec section 4). */
async function hideOtherOutfits(tx: Tx, studentId: number, shown: StudentMonsterItem, now: Date): Promise<void> {
  const hide = outfitsToHide(shown, await listStudentItems(tx, studentId));
  if (hide.length) await tx.update(student_monster_items).set({ is_shown: false, updated_at: now }).where(inArray(student_monster_items.id, hide));
}

/**
 * Buys a catalogue item: spends its price (gem ledger row `store item <id>`) and adds the student
 * item in one transaction. An outfit is worn at once (other shown outfits of its subject and position
 * come off); a house item stands in the house at its own spot (see `initialPlacement`).
 * The gem update locks the student's balance row first, so concurrent purchases run one at a time
 * per student and can neither overdraw nor buy the same item twice.
 * @returns the new student item and the gem balance.
 * @throws DomainError 404 unknown item, 409 already owned, 422 "Not enough gems." (nothing changes).
 */
export async function buyItem(db: Db, clock: Clock, studentId: number, itemId: number): Promise<{ student_monster_item: StudentMonsterItem; gems: number }> {
  const [item] = await db.select().from(monster_items).where(eq(monster_items.id, itemId));
  if (!item) throw new DomainError('not_found', 'That item is not in the store.', 'not_found', { item_id: 'That item is not in the store.' });
  const alreadyOwned = () => conflict(`You already have the ${item.name}.`);
  const [owned] = await db
    .select({ id: student_monster_items.id })
    .from(student_monster_items)
    .where(and(eq(student_monster_items.student_id, studentId), eq(student_monster_items.monster_item_id, itemId)));
  if (owned) throw alreadyOwned();

  return db.transaction(async (tx) => {
    const gems = await changeGems(tx, studentId, -item.price, `store item ${item.id}`, clock);
    const now = new Date(clock.nowMs());
    const [row] = await tx
      .insert(student_monster_items)
      .values({ student_id: studentId, monster_item_id: item.id, ...initialPlacement(toItem(item)), created_at: now, updated_at: now })
      .onConflictDoNothing({ target: [student_monster_items.student_id, student_monster_items.monster_item_id] })
      .returning();
    // Bought meanwhile by a concurrent request: throwing rolls the gem spend back.
    if (!row) throw alreadyOwned();
    const bought = toStudentItem(row, item);
    if (bought.is_shown) await hideOtherOutfits(tx, studentId, bought, now);
    return { student_monster_item: bought, gems };
  });
}

/**
 * Changes a bought item's metadata and/or whether it is shown (rules in `applyItemUpdate`); showing
 * an outfit hides the other shown outfits of its subject and position, in the same transaction.
 * The student's item rows are locked while deciding, so two updates of one student run in turn.
 * @throws DomainError 404 unknown item, 422 with a per-field message for a placement the item can't take.
 */
export async function updateStudentItem(db: Db, clock: Clock, studentId: number, studentItemId: number, body: UpdateItemBody): Promise<StudentMonsterItem> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${student_monster_items} where ${student_monster_items.student_id} = ${studentId} for update`);
    const current = await getStudentItem(tx, studentId, studentItemId);
    const next = applyItemUpdate(current.monster_item, current, body);
    if (!next.ok) throw invalid(next.message, { [next.field]: next.message });
    const now = new Date(clock.nowMs());
    const [row] = await tx
      .update(student_monster_items)
      .set({ is_shown: next.is_shown, metadata: next.metadata, updated_at: now })
      .where(eq(student_monster_items.id, current.id))
      .returning();
    const updated = { ...current, is_shown: row!.is_shown, metadata: row!.metadata, updated_at: row!.updated_at.toISOString() };
    if (updated.is_shown) await hideOtherOutfits(tx, studentId, updated, now);
    return updated;
  });
}

/** Art keys of the student's shown outfits of one subject, in legacy order: what the monster wears on that subject's map. */
export async function shownOutfitKeys(db: Db, studentId: number, subjectId: number): Promise<string[]> {
  const items = await listStudentItems(db, studentId, subjectId);
  return items.filter((i) => i.is_shown && i.monster_item.type === 'outfit').map((i) => i.monster_item.key);
}
