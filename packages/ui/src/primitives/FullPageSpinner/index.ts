export { FullPageSpinner } from './FullPageSpinner';
export type { FullPageSpinnerProps } from './FullPageSpinner';
