export { ConstraintUsage, type ConstraintUsageProps } from './ConstraintUsage';
