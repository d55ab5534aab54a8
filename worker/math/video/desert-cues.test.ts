import { describe, expect, it } from 'vitest';
import { DESERT_CUE_COUNT, DESERT_VIDEO_DURATION_S, DESERT_VIDEO_LEVELS, desertCueJson, desertCues } from './desert-cues';
import { checkVideoAnswer, isVideoAnswerComplete } from './video-questions';

describe('desert cue script', () => {
  it('has 21 cues per level whose own correct answer is judged correct, all six types, and real increasing times', () => {
    for (const level of DESERT_VIDEO_LEVELS) {
      const cues = desertCues(level);
      expect(cues).toHaveLength(DESERT_CUE_COUNT);
      expect(new Set(cues.map((c) => c.question.question_type)).size).toBe(6);
      for (const [i, c] of cues.entries()) {
        expect(c.cuePoint).toBeGreaterThan(c.currentTime);
        if (i > 0) expect(c.currentTime).toBeGreaterThan(cues[i - 1]!.cuePoint);
        const q = c.question;
        const right = q.answers.filter((a) => a.correct);
        const answer =
          q.question_type === 'VIDEO_BLNK'
            ? { answer_data: right[0]!.answer_data!.answer_array! }
            : q.question_type === 'VIDEO_M'
              ? { answer_id: right[0]!.id }
              : q.question_type.startsWith('VIDEO_SELECTION')
                ? { answer_ids: right.map((a) => a.id) }
                : { answer_data: q.answers.map((a) => a.answer_text) };
        expect(isVideoAnswerComplete(q, answer)).toBe(true);
        expect(checkVideoAnswer(q, answer)).toBe('correct');
      }
    }
    const json = desertCueJson();
    expect(Object.keys(json)).toHaveLength(22);
    expect(json.end!.cuePoint).toBeLessThan(DESERT_VIDEO_DURATION_S);
    expect(json['20']!.cuePoint).toBeLessThan(json.end!.currentTime);
  });
});
