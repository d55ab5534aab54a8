/** Grade ids (DECISIONS.md): 13 Pre-K, 14 Kindergarten, 1..8; 0 = unset. Sorted 13, 14, 1..8. */
export const GRADE_IDS = [13, 14, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Display names of the grade ids. */
export const GRADE_NAMES: Record<number, string> = {
  13: 'Pre-K',
  14: 'Kindergarten',
  1: 'Grade 1',
  2: 'Grade 2',
  3: 'Grade 3',
  4: 'Grade 4',
  5: 'Grade 5',
  6: 'Grade 6',
  7: 'Grade 7',
  8: 'Grade 8',
};
