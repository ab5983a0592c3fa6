export { MiniMap } from './MiniMap';
export type { MiniMapProps } from './MiniMap';
