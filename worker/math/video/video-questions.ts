/**
 * Video questions: their shapes and rules live in the domain core (core/answers/video.ts, judged by
 * the one answer judge, docs/answers.md). Re-exported here for the video level's server modules,
 * the seed and the client's type imports.
 */
export {
  VIDEO_QUESTION_TYPES,
  checkVideoAnswer,
  insidePositionSchema,
  isVideoAnswerComplete,
  videoAnswerSchema,
  videoBlankCount,
  videoCorrectAnswer,
  videoQuestionSchema,
  type VideoAnswer,
  type VideoQuestion,
  type VideoQuestionType,
  type VideoSubmission,
} from '../../../core/answers/video';
