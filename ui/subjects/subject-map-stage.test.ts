import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { subjectMapSchema } from '../../core/content/subject-map-schema';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { showCommand, tabStop } from './subject-map-stage';

const map = subjectMapSchema.parse(JSON.parse(readFileSync(new URL('../../assets/subject-maps/reading.json', import.meta.url), 'utf8')));

describe('SubjectMapStage rules', () => {
  const base = { map, nodeStates: { 'level-1': 'done', 'level-2': 'selected' } as const, monsterAt: 'level-1', monster: DEFAULT_MONSTER };

  it('sends walkTo only for another node of the map', () => {
    expect(showCommand({ ...base, walkTo: 'level-2' }).walkTo).toBe('level-2');
    expect('walkTo' in showCommand({ ...base, walkTo: 'level-1' })).toBe(false);
    expect('walkTo' in showCommand({ ...base, walkTo: 'nowhere' })).toBe(false);
    expect(showCommand(base).monsterAt).toBe('level-1');
  });

  it('keeps the tab stop on the last focused node, else the selected one, else the monster', () => {
    expect(tabStop(map, base.nodeStates, 'level-1', 'level-5')).toBe('level-5');
    expect(tabStop(map, base.nodeStates, 'level-1', 'gone')).toBe('level-2');
    expect(tabStop(map, {}, 'level-3', null)).toBe('level-3');
    expect(tabStop(map, {}, 'nowhere', null)).toBe('level-1');
  });
});
