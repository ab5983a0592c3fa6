export { NotFoundScreen } from './NotFoundScreen';
export type { NotFoundScreenProps } from './NotFoundScreen';
