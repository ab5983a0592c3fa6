export { SiiproMark } from './SiiproMark';
export type { SiiproMarkProps } from './SiiproMark';
