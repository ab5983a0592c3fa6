// What the optimizer service vouches for when it signs an answer (issue 44, "a saved scenario can claim a result the
// optimizer never gave"): for whom (tenant and person), when, for which request, and what only the solver knows — the
// selection in rank order, its status, gap, objective and time, an infeasible answer's conflicts and the efficiency
// curve. The API rebuilds everything else of a saved result from its own data by the model's rules, so the claim stays
// small (a 50 000-project answer's exclusions are not in it) and the client may leave the exclusions out of a save.
// Both services build the claim's text here, the one definition, and sign or check it with their shared key
// (@siipro/server's signOptimizerClaim); a request or answer edited after signing gives another text.
import type { AnyOptimizerRequest } from './capitalRequest.ts';

export const OPTIMIZER_CLAIM_VERSION = 'siipro-optimizer-answer/1';

/** How long a signed answer may be saved (the API refuses an older one: the data may have moved since). */
export const OPTIMIZER_CLAIM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A signed answer's clock may be ahead of the API's by this much (two processes, two clocks). */
export const OPTIMIZER_CLAIM_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The optimizer's signature of an answer, in its meta. */
export interface OptimizerAnswerSignature {
  /** When the optimizer answered (ISO 8601). */
  signedAt: string;
  /** HMAC-SHA256 of optimizerAnswerClaim, base64url. */
  value: string;
}

/** The parts of an answer (either model) the claim covers. */
export interface ClaimedAnswer {
  data: readonly { projectId: string }[];
  meta: {
    model: string;
    status: string;
    objective: number;
    gap: number | null;
    totalBudget: number;
    candidates: number;
    solveMs: number;
    conflicts?: readonly string[];
  };
  curve?: unknown;
}

/** JSON with every object's keys sorted, so the same value always gives the same text whatever built it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * The text the optimizer signs for `answer` to `request` (as parseAnyOptimizerRequest normalised it) of `userId` in
 * `tenantSlug` at `signedAt`, and the API checks against what a save posts.
 */
export function optimizerAnswerClaim(input: {
  tenantSlug: string;
  userId: string;
  signedAt: string;
  request: AnyOptimizerRequest;
  answer: ClaimedAnswer;
}): string {
  const { meta } = input.answer;
  return canonicalJson({
    claim: OPTIMIZER_CLAIM_VERSION,
    tenantSlug: input.tenantSlug,
    userId: input.userId,
    signedAt: input.signedAt,
    request: input.request,
    selected: input.answer.data.map((row) => row.projectId),
    meta: {
      model: meta.model,
      status: meta.status,
      objective: meta.objective,
      gap: meta.gap,
      totalBudget: meta.totalBudget,
      candidates: meta.candidates,
      solveMs: meta.solveMs,
      conflicts: meta.conflicts,
    },
    curve: input.answer.curve,
  });
}

/** Whether a signature's time is within OPTIMIZER_CLAIM_MAX_AGE_MS before `now` (and not in its future). */
export function claimIsFresh(signedAt: string, now: Date): boolean {
  const at = Date.parse(signedAt);
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  return age <= OPTIMIZER_CLAIM_MAX_AGE_MS && age >= -OPTIMIZER_CLAIM_CLOCK_SKEW_MS;
}
