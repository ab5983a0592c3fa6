// The create forms' calls: the organisations and programs a project may name, the values it is offered, and the two
// creates. A refusal keeps the API's Spanish message and, for a 400, its per-field details, which the forms show
// beside their fields.
import { isApiError, type ApiClient } from '@siipro/api-client';
import { LIST_FILTER_API_FIELDS, messages, type Facets } from '@siipro/domain';

export interface FormOption {
  id: string;
  name: string;
}

/** No organisations or programs yet (loading, or nothing asked): one array, so the form's props stay the same. */
export const NO_OPTIONS: readonly FormOption[] = [];

/**
 * The form's suggestions from the list's facets (GET …/projects/filters/values): the sectors, executing areas and
 * funding sources the tenant's active projects use, alphabetical as the API gives them; none while they load.
 */
export function formSuggestionsOf(facets: Facets): {
  sectors: readonly string[];
  executingAreas: readonly string[];
  fundingSources: readonly string[];
} {
  return {
    sectors: facets[LIST_FILTER_API_FIELDS.sector] ?? [],
    executingAreas: facets[LIST_FILTER_API_FIELDS.executingArea] ?? [],
    fundingSources: facets[LIST_FILTER_API_FIELDS.fundingSource] ?? [],
  };
}

/** The largest page the API gives (portfolio.md §7): enough programs for a tenant's form. */
const PROGRAMS_LIMIT = 100;

export async function fetchOrganizationOptions(api: ApiClient, tenantSlug: string): Promise<FormOption[]> {
  const organizations = await api.organizations.list(tenantSlug, { sort: 'name' });
  return organizations.map((organization) => ({ id: organization.organizationId, name: organization.name }));
}

export async function fetchProgramOptions(api: ApiClient, tenantSlug: string): Promise<FormOption[]> {
  const answer = await api.projects.list(tenantSlug, { type: 'programa', sort: 'name', limit: PROGRAMS_LIMIT });
  return answer.data.map((program) => ({ id: program.projectId, name: program.name }));
}

/** The form's serverError from a failed save: status, message and the 400's field details. */
export function serverErrorOf(error: unknown): {
  status: number;
  message: string;
  details?: { path: string; message: string }[];
} {
  if (!isApiError(error)) return { status: 0, message: messages.errors.unexpected };
  const details = (error.details ?? []).flatMap((detail) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path.join('.') : path;
    return typeof field === 'string' && typeof message === 'string' ? [{ path: field, message }] : [];
  });
  return { status: error.status, message: error.message, details };
}
