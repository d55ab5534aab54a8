/**
 * Rules of the monster maker modal, framework-free (spec part 1 section 4 "Monster maker"):
 * a 404 fetch means no monster yet, so a blank one is built from the first part of each type
 * (id 0, student id 0); closing creates a monster whose id is 0 and updates any other.
 */
import { MONSTER_PART_TYPES, type MonsterDescription, type MonsterPartType } from '../../core/monster/monster-parts';
import type { MonsterPart, StudentMonster, StudentMonsterBody } from '../../worker/monster/monster.contracts';

/** What closing the maker does with the monster. */
export type CloseAction = 'create' | 'update';

/** The outcome of `GET student_monsters`: the monster, or the HTTP status and message of the failure. */
export type MonsterFetchResult = { ok: true; student_monster: StudentMonster } | { ok: false; status: number; message: string };

/** The parts of each type, sorted by legacy_number (1-5). */
export function partsByType(parts: readonly MonsterPart[]): Record<MonsterPartType, MonsterPart[]> {
  const out = Object.fromEntries(MONSTER_PART_TYPES.map((t) => [t, [] as MonsterPart[]])) as Record<MonsterPartType, MonsterPart[]>;
  for (const p of parts) out[p.type].push(p);
  for (const t of MONSTER_PART_TYPES) out[t].sort((a, b) => a.legacy_number - b.legacy_number);
  return out;
}

/**
 * The spec's default monster: the first option of each type, id 0, student id 0, timestamps now.
 * @param nowIso creation time, ISO 8601 (defaults to the current time)
 * @throws Error when a type has no part (the catalogue did not load)
 */
export function blankMonster(parts: readonly MonsterPart[], nowIso: string = new Date().toISOString()): StudentMonster {
  const byType = partsByType(parts);
  const first = (type: MonsterPartType): MonsterPart => {
    const part = byType[type][0];
    if (!part) throw new Error(`No ${type} parts`);
    return part;
  };
  const [body, color, pattern, eyes, mouth, headpart] = [first('body'), first('color'), first('pattern'), first('eyes'), first('mouth'), first('headpart')];
  return {
    id: 0,
    student_id: 0,
    created_at: nowIso,
    updated_at: nowIso,
    student_monster_items: [],
    body,
    body_id: body.id,
    color,
    color_id: color.id,
    pattern,
    pattern_id: pattern.id,
    eyes,
    eyes_id: eyes.id,
    mouth,
    mouth_id: mouth.id,
    headpart,
    headpart_id: headpart.id,
  };
}

/** 'create' when the monster's id is 0 (never saved), else 'update' (spec "Monster maker"). */
export function closeAction(monster: Pick<StudentMonster, 'id'>): CloseAction {
  return monster.id === 0 ? 'create' : 'update';
}

/**
 * The monster to edit after a fetch: the fetched one, a blank one on 404 (none yet), or the
 * failure's message for any other error (the maker shows it and offers to try again).
 */
export function fromFetch(result: MonsterFetchResult, parts: readonly MonsterPart[]): { monster: StudentMonster } | { error: string } {
  if (result.ok) return { monster: result.student_monster };
  if (result.status === 404) return { monster: blankMonster(parts) };
  return { error: result.message };
}

/** A copy of `monster` wearing `part` (its object and its `<type>_id`). */
export function withPart(monster: StudentMonster, part: MonsterPart): StudentMonster {
  return { ...monster, [part.type]: part, [`${part.type}_id`]: part.id };
}

/** The six part ids, as `POST`/`PUT student_monsters` take them. */
export function toBody(monster: StudentMonster): StudentMonsterBody {
  return { body_id: monster.body_id, color_id: monster.color_id, pattern_id: monster.pattern_id, eyes_id: monster.eyes_id, mouth_id: monster.mouth_id, headpart_id: monster.headpart_id };
}

/** The description the renderer draws (`monsterSvg`, `MonsterAvatar`, the Phaser scenes). */
export function toDescription(monster: StudentMonster): MonsterDescription {
  return { body: monster.body_id, color: monster.color_id, pattern: monster.pattern_id, eyes: monster.eyes_id, mouth: monster.mouth_id, headpart: monster.headpart_id };
}
