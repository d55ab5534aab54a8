/**
 * The student's monster look for a subject map (reading, science...): the default monster until
 * it arrives, or when the call fails (the map never waits for it).
 */
import { useEffect, useState } from 'react';
import { DEFAULT_MONSTER, type MonsterDescription } from '../../core/monster/monster-parts';
import { api } from '../lib/api';
import { toDescription } from '../monster/monster-maker-rules';

export function useStudentMonster(studentId: number): MonsterDescription {
  const [monster, setMonster] = useState<MonsterDescription>(DEFAULT_MONSTER);
  useEffect(() => {
    let live = true;
    api.studentMonster(studentId).then(
      (r) => live && setMonster(toDescription(r.student_monster)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [studentId]);
  return monster;
}
