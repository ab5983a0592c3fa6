export { InfeasibleExplanation, type InfeasibleExplanationProps } from './InfeasibleExplanation';
