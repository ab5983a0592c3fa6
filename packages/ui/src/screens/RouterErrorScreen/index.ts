export { RouterErrorScreen } from './RouterErrorScreen';
export type { RouterErrorScreenProps } from './RouterErrorScreen';
