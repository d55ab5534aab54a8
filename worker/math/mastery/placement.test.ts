import { describe, expect, it } from 'vitest';
import {
  MAX_PLACEMENT_QUESTIONS, TYPED_GUESS, isPlacementFinished, nextPlacementSkill, parsePlacementState, placementPosterior, placementResult, recordPlacementAnswer, startPlacement,
  type PlacementItem, type PlacementState,
} from './placement.js';

/** A ladder of skills: 6 per grade from K (14) to grade 3, all typed unless `mc` names them. */
function ladder(mc: string[] = []): PlacementItem[] {
  const grades = [14, 1, 2, 3];
  return grades.flatMap((grade) => Array.from({ length: 6 }, (_, i) => {
    const key = `${grade === 14 ? 'k' : `g${grade}`}-${i}`;
    return { key, grade, guess: mc.includes(key) ? 0.25 : TYPED_GUESS };
  }));
}

/** Plays a placement for a child who knows exactly the first `known` skills and never slips or guesses. */
function play(state: PlacementState, known: number): PlacementState {
  const position = new Map(state.items.map((it, i) => [it.key, i]));
  let s = state;
  while (!isPlacementFinished(s)) {
    const skill = nextPlacementSkill(s)!;
    s = recordPlacementAnswer(s, skill, position.get(skill)! < known, s.items[position.get(skill)!]!.guess);
  }
  return s;
}

describe('placement', () => {
  it('finds the exact frontier of a consistent child within 12 questions, wherever it is', () => {
    const items = ladder();
    for (let known = 0; known <= items.length; known++) {
      const done = play(startPlacement(items, 3), known);
      const result = placementResult(done);
      expect(result.questionsAsked).toBeLessThanOrEqual(MAX_PLACEMENT_QUESTIONS);
      expect(Math.abs(result.frontier - known), `known ${known}`).toBeLessThanOrEqual(1);
    }
  });

  it('places a grade-3 child with grade-2 gaps below its grade and says so', () => {
    const result = placementResult(play(startPlacement(ladder(), 3), 14));
    expect(result.frontierGrade).toBe(2);
    expect(result.belowGrade).toBe(true);
    expect(result.placedSkills).toEqual(ladder().slice(0, result.frontier).map((i) => i.key));
  });

  it("starts where the prior leans (the child's grade) and keeps the posterior a distribution", () => {
    const s = startPlacement(ladder(), 3);
    const first = nextPlacementSkill(s)!;
    expect(ladder().find((i) => i.key === first)!.grade).not.toBe(14);
    const post = placementPosterior(recordPlacementAnswer(s, first, true, TYPED_GUESS));
    expect(post.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('re-checks a right multiple-choice answer that the placement would rest on alone', () => {
    const items = ladder(['g2-2', 'g2-3', 'g2-4', 'g2-5', 'g3-0', 'g3-1']);
    let s = startPlacement(items, 3);
    const position = new Map(items.map((it, i) => [it.key, i]));
    const asked: string[] = [];
    const known = 16; // knows through g2-3
    while (!isPlacementFinished(s)) {
      const skill = nextPlacementSkill(s)!;
      asked.push(skill);
      s = recordPlacementAnswer(s, skill, position.get(skill)! < known, items[position.get(skill)!]!.guess);
    }
    const result = placementResult(s);
    // The chosen answer just under the frontier was asked twice.
    const below = items[result.frontier - 1]!.key;
    expect(items[result.frontier - 1]!.guess).toBeGreaterThan(TYPED_GUESS);
    expect(asked.filter((k) => k === below).length).toBe(2);
    expect(Math.abs(result.frontier - known)).toBeLessThanOrEqual(1);
  });

  it('never asks more than 12 questions, even when answers contradict each other', () => {
    let s = startPlacement(ladder(), 2);
    let flip = false;
    while (!isPlacementFinished(s)) {
      const skill = nextPlacementSkill(s)!;
      s = recordPlacementAnswer(s, skill, (flip = !flip), TYPED_GUESS);
    }
    expect(s.answers.length).toBeGreaterThan(3);
    expect(s.answers.length).toBeLessThanOrEqual(MAX_PLACEMENT_QUESTIONS);
    expect(() => recordPlacementAnswer(s, 'k-0', true, TYPED_GUESS)).toThrow('Placement is finished');
  });

  it('refuses an answer for a skill that was not asked', () => {
    const s = startPlacement(ladder(), 3);
    const other = ladder().find((i) => i.key !== nextPlacementSkill(s))!.key;
    expect(() => recordPlacementAnswer(s, other, true, TYPED_GUESS)).toThrow(/Unexpected placement skill/);
  });

  it('is finished at once with no skills, and reads stored states back', () => {
    expect(isPlacementFinished(startPlacement([], 3))).toBe(true);
    const s = recordPlacementAnswer(startPlacement(ladder(), 3), nextPlacementSkill(startPlacement(ladder(), 3))!, true, TYPED_GUESS);
    expect(parsePlacementState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(parsePlacementState({ version: 1, keys: [] })).toBeNull();
    expect(() => parsePlacementState({ version: 2, grade: 3, items: [], answers: [{ skill: 'x', correct: true, guess: 0.1 }] })).toThrow('Invalid placement state');
    expect(() => parsePlacementState('nonsense')).toThrow('Invalid placement state');
  });
});
