export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerTexts } from './texts';
