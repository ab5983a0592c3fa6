export { DemoBanner } from './DemoBanner';
export type { DemoBannerProps } from './DemoBanner';
