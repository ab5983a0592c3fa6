// The optimizer has no database (ARCHITECTURE.md §4): it reads a tenant's candidates from the API with the person's
// own token, so the API checks membership and optimizer:usage on every run. The API's refusals (401, 403) reach the
// person as the API worded them; anything else the API answers is the service's own failure.
import { decodeOptimizerCandidates, optimizerCandidatesSchema, type OptimizerCandidateInput } from '@siipro/domain';
import { ApiError, errorBodySchema } from '@siipro/server';

/** How the optimizer calls the API: `fetch` against its base URL in production, the API app itself in tests. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export function apiFetchAt(apiUrl: string): ApiFetch {
  return (path, init) => fetch(new URL(path, apiUrl), init);
}

export async function fetchCandidates(
  apiFetch: ApiFetch,
  tenantSlug: string,
  token: string,
): Promise<OptimizerCandidateInput[]> {
  const response = await apiFetch(`/t/${encodeURIComponent(tenantSlug)}/optimizer/candidates`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    throw body.success
      ? new ApiError(body.data.errorCode, body.data.message)
      : new ApiError(response.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED');
  }
  if (!response.ok) throw new Error(`GET candidates answered ${response.status}`);
  const answer = optimizerCandidatesSchema.safeParse(await response.json());
  if (!answer.success) throw new Error(`GET candidates answered an unexpected body: ${answer.error.message}`);
  return decodeOptimizerCandidates(answer.data);
}
