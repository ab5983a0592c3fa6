// The configuration a new tenant starts with: the six statuses of portfolio.md §4.1 and a map centred on Argentina.
// One definition for the demo tenant of the seed and for `pnpm siipro tenant create`.
import { ARGENTINA_CENTER } from '../fixtures/provinces.ts';
import { DEFAULT_PROJECT_STATUSES } from '../status/projectStatus.ts';
import type { TenantConfig } from './tenant.ts';

/** The whole country in view. */
export const DEFAULT_MAP_ZOOM = 4;

/** A fresh copy each call: callers may change theirs. */
export function defaultTenantConfig(): TenantConfig {
  return {
    projectStatus: DEFAULT_PROJECT_STATUSES.map((status) => ({ ...status })),
    map: { center: { lat: ARGENTINA_CENTER.lat, lng: ARGENTINA_CENTER.lng }, zoom: DEFAULT_MAP_ZOOM },
  };
}
