// The optimizer has no database (ARCHITECTURE.md §4): it reads a tenant's candidates from the API with the person's
// own token, so the API checks membership and optimizer:usage on every run. The API's refusals (401, 403) reach the
// person as the API worded them; anything else the API answers is the service's own failure.
import {
  decodeCapitalCandidates,
  decodeOptimizerCandidates,
  optimizerCandidatesSchema,
  type CapitalCandidateInput,
  type OptimizerCandidateInput,
} from '@siipro/domain';
import { ApiError, errorBodySchema } from '@siipro/server';

/** How the optimizer calls the API: `fetch` against its base URL in production, the API app itself in tests. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export function apiFetchAt(apiUrl: string): ApiFetch {
  return (path, init) => fetch(new URL(path, apiUrl), init);
}

/**
 * The candidates' JSON as the API sent it, unparsed: 50 000 candidates take ~100 ms to parse and check, which the
 * solver thread does (parseCandidates), so the service's own thread stays free for other requests. `signal` is the
 * person's request's: when they go away, the read is aborted (the API sees its client close and stops its work) and
 * this rejects with the signal's reason.
 */
export async function fetchCandidatesBytes(
  apiFetch: ApiFetch,
  tenantSlug: string,
  token: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await apiFetch(`/t/${encodeURIComponent(tenantSlug)}/optimizer/candidates`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 401 || response.status === 403) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    throw body.success
      ? new ApiError(body.data.errorCode, body.data.message)
      : new ApiError(response.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED');
  }
  if (!response.ok) throw new Error(`GET candidates answered ${response.status}`);
  // Bytes, not text: decoding ~2 MB is the solver thread's work, and the buffer moves there without a copy.
  return response.arrayBuffer();
}

/** The candidates of the API's answer, its JSON text or bytes (in the solver thread). */
function checkedCandidates(json: string | ArrayBuffer) {
  const text = typeof json === 'string' ? json : new TextDecoder().decode(json);
  const answer = optimizerCandidatesSchema.safeParse(JSON.parse(text));
  if (!answer.success) throw new Error(`GET candidates answered an unexpected body: ${answer.error.message}`);
  return answer.data;
}

export function parseCandidates(json: string | ArrayBuffer): OptimizerCandidateInput[] {
  return decodeOptimizerCandidates(checkedCandidates(json));
}

/** The same answer with linear-int-opt-v2's columns (issue 44). */
export function parseCapitalCandidatesAnswer(json: string | ArrayBuffer): CapitalCandidateInput[] {
  return decodeCapitalCandidates(checkedCandidates(json));
}
