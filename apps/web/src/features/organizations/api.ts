// The Organismos list's call (platform.md §7, §8): the tenant's organisations, searched and sorted by the API.
import { isApiError, isCancelled, type ApiClient } from '@siipro/api-client';
import type { OrganizationAnswer } from '@siipro/domain';
import type { OrganizationListState } from './listUrlState.ts';

/** platform.md §8: these answers show the permission text; any other failure gives an empty list. */
const REFUSED_CODES = new Set(['FEATURE_NOT_ENABLED', 'PERMISSION_DENIED']);

export interface OrganizationListAnswer {
  organizations: OrganizationAnswer[];
  /** The list was refused (FEATURE_NOT_ENABLED or PERMISSION_DENIED). */
  refused: boolean;
}

export async function fetchOrganizationList(
  api: ApiClient,
  tenantSlug: string,
  query: Pick<OrganizationListState, 'searchTerm' | 'sort'> & { archived?: boolean },
  signal?: AbortSignal,
): Promise<OrganizationListAnswer> {
  try {
    const organizations = await api.organizations.list(
      tenantSlug,
      { q: query.searchTerm, sort: query.sort, archived: query.archived },
      signal,
    );
    return { organizations, refused: false };
  } catch (error) {
    if (isCancelled(error)) throw error;
    if (isApiError(error) && REFUSED_CODES.has(error.errorCode)) return { organizations: [], refused: true };
    return { organizations: [], refused: false };
  }
}
