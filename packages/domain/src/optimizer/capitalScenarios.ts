// Saved scenarios of either model (issues 17 and 44): the save's body and the stored scenario for a v1 request or a
// v2 one (with restrictions), and who vouches for a v2 result. As for v1 (scenarios.ts), the API does not take the
// client's word: the selection, status, gap and curve must carry the optimizer's signature (answerClaim.ts, checked by
// the API), and everything else — each project's value and rank, every exclusion's reason, the yearly spend, each
// source's use and each minimum's share — is rebuilt from the API's own data by the model's rules (prepareCapital,
// explainCapital), refusing a selection that breaks a constraint or a posted part that differs.
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import { explainCapital, isCapitalFeasible, prepareCapital, type CapitalAnswer } from './capital.ts';
import {
  CAPITAL_GROUP_BY,
  OPTIMIZER_MODEL_V2,
  parseAnyOptimizerRequest,
  type AnyOptimizerRequest,
  type CapitalRequest,
} from './capitalRequest.ts';
import { capitalAnswerSchema } from './capitalRun.ts';
import type { CapitalCandidateInput } from './instance.ts';
import {
  optimizerAnswerSchema,
  optimizerPostedResultSchema,
  optimizerRequestSchema,
  optimizerScenarioNameSchema,
  optimizerScenarioSummarySchema,
  rebuiltDiffers,
} from './scenarios.ts';
import type { OptimizerOverrideAuthor } from './selection.ts';

const texts = messages.optimizer.scenarios;

/** Model v2's request once checked (parseCapitalRequest): what a v2 scenario stores. */
export const capitalRequestSchema = builtOnFirstUse(() => {
  const v1 = builtSchema(optimizerRequestSchema).shape;
  const limit = z.number().check(z.gte(0));
  return z.strictObject({
    model: z.literal(OPTIMIZER_MODEL_V2),
    criteria: v1.criteria,
    budgetLimit: v1.budgetLimit,
    timeHorizon: v1.timeHorizon,
    include: v1.include,
    exclude: v1.exclude,
    years: z.optional(z.array(z.strictObject({ year: z.number().check(z.int()), limit }))),
    fundingCaps: z.optional(z.array(z.strictObject({ fundingSource: z.string(), limit }))),
    minShare: z.optional(
      z.array(z.strictObject({ by: z.enum(CAPITAL_GROUP_BY), group: z.string(), share: z.number() })),
    ),
    keepInExecution: z.optional(z.boolean()),
    curve: z.optional(z.boolean()),
  }) satisfies z.ZodMiniType<CapitalRequest>;
});

/** Either model's checked request. */
export const anyOptimizerRequestSchema = builtOnFirstUse(() => z.union([optimizerRequestSchema, capitalRequestSchema]));

/**
 * A request of either model as a client sends it, checked by parseAnyOptimizerRequest (the optimizer's own rules and
 * Spanish messages) and answered normalised — the very request the optimizer signed its answer for. The OpenAPI
 * document describes it as anyOptimizerRequestSchema.
 */
export const anyOptimizerRequestBodySchema = builtOnFirstUse(() =>
  z.pipe(
    z
      .custom<unknown>((value) => parseAnyOptimizerRequest(value).ok, {
        error: (issue) => {
          const parsed = parseAnyOptimizerRequest(issue.input);
          return parsed.ok ? undefined : parsed.error;
        },
      })
      .check(z.meta({ description: 'La solicitud al optimizador (modelo linear-int-opt-v1 o linear-int-opt-v2).' })),
    z.transform((value) => (parseAnyOptimizerRequest(value) as { ok: true; value: AnyOptimizerRequest }).value),
  ),
);

/**
 * A v2 answer as a client posts it to be saved: the ranking, meta (with the signature) and the curve; the exclusions,
 * overrides and usage may be left out (the API rebuilds them) and must match when sent.
 */
export const capitalPostedResultSchema = builtOnFirstUse(() => {
  const full = builtSchema(capitalAnswerSchema).shape;
  return z.strictObject({
    data: full.data,
    excluded: z.optional(full.excluded),
    overrides: z.optional(full.overrides),
    years: z.optional(full.years),
    sources: z.optional(full.sources),
    shares: z.optional(full.shares),
    curve: full.curve,
    meta: full.meta,
  });
});
export type CapitalPostedResult = z.infer<typeof capitalPostedResultSchema>;

/** POST /t/{slug}/optimizer/scenarios: a name, the request (either model) and the optimizer's signed answer. */
export const optimizerScenarioCreateBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    name: optimizerScenarioNameSchema,
    request: anyOptimizerRequestBodySchema,
    result: z.union([optimizerPostedResultSchema, capitalPostedResultSchema]),
  }),
);
export type OptimizerScenarioCreateBody = z.input<typeof optimizerScenarioCreateBodySchema>;

/** A saved scenario whole: its summary, request and result (either model). */
export const optimizerScenarioSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(optimizerScenarioSummarySchema), {
    request: anyOptimizerRequestSchema,
    result: z.union([optimizerAnswerSchema, capitalAnswerSchema]),
  }),
);
export type OptimizerScenario = z.infer<typeof optimizerScenarioSchema>;

/**
 * The v2 result to store for `posted` on the tenant's current `projects`, rebuilt by the model's rules, or the Spanish
 * reason it cannot be vouched for: an infeasible answer (nothing to save), a selected project that is not a
 * candidate, a selection that breaks a restriction, or a posted part that differs from the rebuilt one.
 */
export function vouchForCapitalResult(
  request: CapitalRequest,
  projects: readonly CapitalCandidateInput[],
  posted: CapitalPostedResult,
  savedBy: OptimizerOverrideAuthor,
): ValidationResult<CapitalAnswer> {
  const { status, gap, solveMs } = posted.meta;
  if (status === 'infeasible') return { ok: false, error: texts.infeasibleNotSaved };
  const problem = prepareCapital(request, projects);
  if (!problem.ok) return problem;
  const indexOf = new Map(problem.value.candidates.map((candidate, index) => [candidate.projectId, index]));
  const selected = problem.value.candidates.map(() => false);
  for (const row of posted.data) {
    const index = indexOf.get(row.projectId);
    if (index === undefined) return { ok: false, error: interpolate(texts.notCandidate, { projectId: row.projectId }) };
    if (selected[index]) return { ok: false, error: interpolate(texts.repeatedProject, { projectId: row.projectId }) };
    selected[index] = true;
  }
  if (!isCapitalFeasible(problem.value, selected)) return { ok: false, error: texts.restrictionsBroken };
  const answer = explainCapital(problem.value, selected, { status, gap, solveMs }, savedBy);
  const differences = rebuiltDiffers(posted, answer);
  if (differences) return differences;
  const usage = { years: answer.years, sources: answer.sources, shares: answer.shares };
  for (const part of ['years', 'sources', 'shares'] as const) {
    if (posted[part] && JSON.stringify(posted[part]) !== JSON.stringify(usage[part])) {
      return { ok: false, error: interpolate(texts.differs, { field: part }) };
    }
  }
  // The curve is the solver's alone (21 more solves): stored as signed.
  if (posted.curve) answer.curve = posted.curve;
  return { ok: true, value: answer };
}

/** The answer's model and the request's must be the same (a v1 answer to a v2 request is not its answer). */
export function sameModel(request: AnyOptimizerRequest, result: { meta: { model: string } }): boolean {
  return request.model === result.meta.model;
}
