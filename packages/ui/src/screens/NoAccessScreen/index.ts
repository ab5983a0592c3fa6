export { NoAccessScreen } from './NoAccessScreen';
export type { NoAccessScreenProps } from './NoAccessScreen';
