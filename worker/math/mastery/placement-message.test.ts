import { describe, expect, it } from 'vitest';
import { gradeInSentence, placementMessage } from './placement-message.js';

describe('placementMessage', () => {
  it('tells the parent kindly that practice starts below the grade to fill gaps', () => {
    const m = placementMessage({ firstName: 'Mia', grade: 3, frontierGrade: 2, frontierSkillName: 'Subtraction within 100 (52 − 17)' });
    expect(m).toBe('Mia is starting with a few grade 2 skills, beginning with “Subtraction within 100”, to fill small gaps before grade 3 work. Many children do, and it goes quickly: each skill moves on as soon as it is mastered.');
  });

  it('says when practice starts at the grade, and when the grade is already known', () => {
    expect(placementMessage({ firstName: 'Leo', grade: 14, frontierGrade: 14, frontierSkillName: 'Make 10' })).toBe('Leo is starting right at kindergarten level, with “Make 10”. Practice moves on as each skill is mastered.');
    expect(placementMessage({ firstName: ' ', grade: 1, frontierGrade: null, frontierSkillName: null })).toMatch(/^Your child already knows the grade 1 skills/);
    expect(gradeInSentence(13)).toBe('Pre-K');
  });
});
