// Saving v2 scenarios (issue 44): the API rebuilds a v2 result from its own data and refuses a selection that breaks a
// restriction or a part that differs; the claim the optimizer signs is the same text whoever builds it, and changes
// with anything it covers; a saved v2 request opens as the page's run with its restrictions.
import { describe, expect, it } from 'vitest';
import { canonicalJson, claimIsFresh, optimizerAnswerClaim, OPTIMIZER_CLAIM_MAX_AGE_MS } from './answerClaim.ts';
import { explainCapital, prepareCapital } from './capital.ts';
import type { CapitalRequest } from './capitalRequest.ts';
import { vouchForCapitalResult, type CapitalPostedResult } from './capitalScenarios.ts';
import type { CapitalCandidateInput } from './instance.ts';
import { runOfRequest } from './pins.ts';

const project = (id: string, extra: Partial<CapitalCandidateInput> = {}): CapitalCandidateInput => ({
  projectId: id,
  name: `Obra ${id}`,
  budget_amount: 100,
  duration_months: 12,
  score: 50,
  beneficiary_count: null,
  start: '2027-01',
  fundingSource: null,
  province: null,
  organization: null,
  executingArea: null,
  alternativeGroup: null,
  inExecution: false,
  requires: [],
  ...extra,
});

const projects = [
  project('a', { score: 90 }),
  project('b', { score: 60, fundingSource: 'BID' }),
  project('c', { score: 30 }),
];
const request: CapitalRequest = {
  model: 'linear-int-opt-v2',
  criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  years: [{ year: 2027, limit: 200 }],
  fundingCaps: [{ fundingSource: 'BID', limit: 1000 }],
};
const savedBy = { userId: 'u1', email: 'u1@siipro.test', name: 'Ana' };

/** The answer the optimizer would give for this selection (a, b: the two best within 2027's 200). */
function answerFor(selectedIds: string[]): CapitalPostedResult {
  const problem = prepareCapital(request, projects);
  if (!problem.ok) throw new Error(problem.error);
  const selected = problem.value.candidates.map((candidate) => selectedIds.includes(candidate.projectId));
  return explainCapital(problem.value, selected, { status: 'optimal', gap: 0, solveMs: 3.25 }, null);
}

describe('vouchForCapitalResult', () => {
  it('rebuilds the exclusions, usage and overrides of a v2 answer from the data, the saver setting its pins', () => {
    const posted = answerFor(['a', 'b']);
    const { excluded: _excluded, years: _years, sources: _sources, shares: _shares, ...light } = posted;
    const vouched = vouchForCapitalResult(request, projects, light, savedBy);
    expect(vouched.ok).toBe(true);
    if (!vouched.ok) return;
    expect(vouched.value.excluded).toEqual(posted.excluded);
    expect(vouched.value.years).toEqual([{ year: 2027, limit: 200, spend: 200 }]);
    expect(vouched.value.sources).toEqual(posted.sources);
  });

  it('refuses a selection over a restriction, a non-candidate, an infeasible answer and an edited usage', () => {
    const error = (posted: CapitalPostedResult) => {
      const vouched = vouchForCapitalResult(request, projects, posted, savedBy);
      return vouched.ok ? null : vouched.error;
    };
    const all = answerFor(['a', 'b', 'c']);
    expect(error(all)).toBe('El resultado no respeta las restricciones de la solicitud.');
    const fine = answerFor(['a', 'b']);
    expect(error({ ...fine, data: [...fine.data, { ...fine.data[0]!, projectId: 'z', rank: 3 }] })).toBe(
      'El resultado selecciona el proyecto z, que no es candidato con estos criterios.',
    );
    expect(error({ ...fine, meta: { ...fine.meta, status: 'infeasible' } })).toMatch(/sin solución no se guarda/);
    expect(error({ ...fine, years: [{ year: 2027, limit: 200, spend: 10 }] })).toMatch(/\(years\)/);
  });
});

describe('optimizerAnswerClaim', () => {
  const answer = answerFor(['a', 'b']);
  const base = { tenantSlug: 'cenit-demo', userId: 'u1', signedAt: '2026-12-07T05:00:00.000Z', request, answer };

  it('is the same text whatever the order of the keys, and ignores what the API rebuilds', () => {
    const reordered = JSON.parse(JSON.stringify({ ...request, criteria: request.criteria })) as CapitalRequest;
    expect(optimizerAnswerClaim({ ...base, request: { years: reordered.years, ...reordered } })).toBe(
      optimizerAnswerClaim(base),
    );
    expect(optimizerAnswerClaim({ ...base, answer: { ...answer, excluded: [] } as typeof answer })).toBe(
      optimizerAnswerClaim(base),
    );
    expect(canonicalJson({ b: 1, a: [2, { d: undefined, c: 3 }] })).toBe('{"a":[2,{"c":3}],"b":1}');
  });

  it('changes with the tenant, the person, the time, the request, the selection and the solve', () => {
    const claim = optimizerAnswerClaim(base);
    for (const changed of [
      { ...base, tenantSlug: 'obras-publicas' },
      { ...base, userId: 'u2' },
      { ...base, signedAt: '2026-12-07T05:00:01.000Z' },
      { ...base, request: { ...request, years: [{ year: 2027, limit: 300 }] } },
      { ...base, answer: { ...answer, data: answer.data.slice(1) } },
      { ...base, answer: { ...answer, meta: { ...answer.meta, gap: 0.5 } } },
    ]) {
      expect(optimizerAnswerClaim(changed)).not.toBe(claim);
    }
  });

  it('is fresh for 24 hours, and not from the future beyond a few minutes of clock skew', () => {
    const now = new Date('2026-12-07T05:00:00.000Z');
    expect(claimIsFresh('2026-12-07T04:00:00.000Z', now)).toBe(true);
    expect(claimIsFresh(new Date(now.getTime() - OPTIMIZER_CLAIM_MAX_AGE_MS - 1).toISOString(), now)).toBe(false);
    expect(claimIsFresh('2026-12-07T06:00:00.000Z', now)).toBe(false);
    expect(claimIsFresh('ayer', now)).toBe(false);
  });
});

describe('runOfRequest', () => {
  it('opens a saved v2 request with its restrictions, and a v1 one without', () => {
    const { run } = runOfRequest({ ...request, keepInExecution: true });
    expect(run.constraints).toEqual({
      years: request.years,
      fundingCaps: request.fundingCaps,
      minShare: [],
      keepInExecution: true,
    });
    expect(runOfRequest({ ...request, model: 'linear-int-opt-v1' } as never).run.constraints).toBeUndefined();
  });
});
