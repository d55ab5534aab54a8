/**
 * The monster maker's guest mode (issue 14, the landing funnel's monsterMaker step): the same
 * maker (MonsterMakerModal) over the part catalogue in core, with nothing sent to the server; the
 * monster is handed to the caller, which keeps it in the start-flow state (`monster`) until
 * registration gives it to the new student.
 */
import { DEFAULT_MONSTER, MONSTER_PARTS, type MonsterDescription } from '../../core/monster/monster-parts';
import { monsterDataUrl } from '../../core/art/monster-svg';
import type { MonsterPart } from '../../worker/monster/monster.contracts';
import type { MonsterStore } from './MonsterMakerModal';
import { blankMonster, withPart } from './monster-maker-rules';

/** The 30 parts as the maker shows them; each preview is the default monster wearing the part (as the server's are). */
export function guestMonsterParts(nowIso: string = new Date(0).toISOString()): MonsterPart[] {
  return MONSTER_PARTS.map((p) => ({ ...p, prefix_url: '', preview_url: monsterDataUrl({ ...DEFAULT_MONSTER, [p.type]: p.id }), created_at: nowIso, updated_at: nowIso }));
}

/**
 * A store that edits `initial` (or the default monster) and "saves" by calling `keep` with the
 * monster's description: nothing leaves the page.
 */
export function guestMonsterStore(initial: MonsterDescription | undefined, keep: (monster: MonsterDescription) => void): MonsterStore {
  const parts = guestMonsterParts();
  return {
    load() {
      let monster = blankMonster(parts);
      if (initial) for (const part of parts) if (initial[part.type] === part.id) monster = withPart(monster, part);
      return Promise.resolve({ parts, monster });
    },
    save(monster) {
      keep({ body: monster.body_id, color: monster.color_id, pattern: monster.pattern_id, eyes: monster.eyes_id, mouth: monster.mouth_id, headpart: monster.headpart_id });
      return Promise.resolve(monster);
    },
  };
}
