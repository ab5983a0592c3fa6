export { ScoreBreakdown, ScoreExplanation } from './ScoreExplanation';
export type { ScoreExplanationProps } from './ScoreExplanation';
