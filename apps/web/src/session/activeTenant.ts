// Which tenant a session opens in (platform.md §4): the stored active tenant; else the locally remembered preferred
// tenant; else the only tenant when there is exactly one; else none. The preferred tenant the profile's star saved
// on the server counts as remembered too, so the choice follows the person to a new device. Every candidate must be
// one of the user's tenants: a slug left in storage by another account or a removed membership is ignored.

export interface TenantRef {
  slug: string;
}

export interface ActiveTenantSources {
  tenants: readonly TenantRef[];
  /** Slug kept in local storage when a tenant was last made active on this device. */
  storedActive: string | null;
  /** Slug remembered as preferred on this device (the picker's checkbox, the profile's star). */
  localPreferred: string | null;
  /** The user's preferredTenant as the API answers it. */
  serverPreferred: string | null;
}

/** The user's tenant whose slug matches, ignoring case (paths match case-insensitively, platform.md §2). */
export function findTenant<T extends TenantRef>(tenants: readonly T[], slug: string | null | undefined): T | null {
  if (!slug) return null;
  const wanted = slug.toLowerCase();
  return tenants.find((tenant) => tenant.slug.toLowerCase() === wanted) ?? null;
}

/** The canonical slug of the tenant to open, or null when the person has to choose. */
export function chooseActiveTenant(sources: ActiveTenantSources): string | null {
  const { tenants } = sources;
  for (const candidate of [sources.storedActive, sources.localPreferred, sources.serverPreferred]) {
    const tenant = findTenant(tenants, candidate);
    if (tenant) return tenant.slug;
  }
  return tenants.length === 1 ? tenants[0]!.slug : null;
}
