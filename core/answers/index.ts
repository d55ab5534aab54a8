/** The domain core's answer checking: one number normaliser, completeness and verdict of every question kind. */
export * from './types';
export * from './number';
export * from './policies';
export { checkAnswer, isComplete, judgeChoice } from './check';
export * from './video';
export * from './judge';
