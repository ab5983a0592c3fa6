// The optimizer page's restrictions (issue 44): what the wizard's "Restricciones" step sets — yearly limits, funding
// ceilings, the commitment to works in execution, regional minimums — how they ride in the page's URL (one parameter,
// so a result with restrictions is a link), and the request they make: model linear-int-opt-v2 when any is set, v1
// otherwise. What a request may hold is parseCapitalRequest's to say (one definition of its rules and messages).
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import {
  CAPITAL_GROUP_BY,
  OPTIMIZER_MODEL_V2,
  parseCapitalRequest,
  type AnyOptimizerRequest,
  type CapitalFundingCap,
  type CapitalMinShare,
  type CapitalRequest,
  type CapitalYearLimit,
} from './capitalRequest.ts';
import type { CapitalAnswer } from './capital.ts';
import { defaultCriteria } from './criterionState.ts';
import { buildOptimizerRequest, type OptimizerRequest } from './request.ts';
import { optimizerAnswerSchema, optimizerAnswerSignatureSchema } from './scenarios.ts';
import type { OptimizerAnswer } from './selection.ts';

export interface OptimizerConstraints {
  years: CapitalYearLimit[];
  fundingCaps: CapitalFundingCap[];
  minShare: CapitalMinShare[];
  keepInExecution: boolean;
}

export const NO_CONSTRAINTS: OptimizerConstraints = {
  years: [],
  fundingCaps: [],
  minShare: [],
  keepInExecution: false,
};

export function hasConstraints(constraints: OptimizerConstraints | null | undefined): boolean {
  return Boolean(
    constraints &&
    (constraints.years.length ||
      constraints.fundingCaps.length ||
      constraints.minShare.length ||
      constraints.keepInExecution),
  );
}

/** The page's query parameter holding the restrictions, as JSON (absent: none). */
export const OPTIMIZER_CONSTRAINTS_PARAM = 'restricciones';

/** The restrictions' part of a request (only what is set). */
function constraintFields(constraints: OptimizerConstraints) {
  return {
    ...(constraints.years.length ? { years: constraints.years } : {}),
    ...(constraints.fundingCaps.length ? { fundingCaps: constraints.fundingCaps } : {}),
    ...(constraints.minShare.length ? { minShare: constraints.minShare } : {}),
    ...(constraints.keepInExecution ? { keepInExecution: true } : {}),
  };
}

/** The parameter's text, or null when nothing is restricted. */
export function constraintsToParam(constraints: OptimizerConstraints | null | undefined): string | null {
  return constraints && hasConstraints(constraints) ? JSON.stringify(constraintFields(constraints)) : null;
}

/** The restrictions a request holds (none for v1). */
export function constraintsOfRequest(request: AnyOptimizerRequest): OptimizerConstraints {
  if (request.model !== OPTIMIZER_MODEL_V2) return NO_CONSTRAINTS;
  return {
    years: request.years ?? [],
    fundingCaps: request.fundingCaps ?? [],
    minShare: request.minShare ?? [],
    keepInExecution: request.keepInExecution === true,
  };
}

/**
 * The restrictions of the parameter, checked by the request's own rules; null when absent or not valid (a hand-edited
 * link runs without them rather than failing).
 */
export function constraintsFromParam(text: string | null): OptimizerConstraints | null {
  if (!text) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const parsed = parseCapitalRequest({
    ...buildOptimizerRequest(defaultCriteria()),
    ...fields,
    model: OPTIMIZER_MODEL_V2,
  });
  if (!parsed.ok) return null;
  const constraints = constraintsOfRequest(parsed.value);
  return hasConstraints(constraints) ? constraints : null;
}

/**
 * The request a run makes: v1's as it is without restrictions; with any, model linear-int-opt-v2 with them and the
 * efficiency curve.
 */
export function withConstraints(
  request: OptimizerRequest,
  constraints: OptimizerConstraints | null | undefined,
): OptimizerRequest | CapitalRequest {
  if (!constraints || !hasConstraints(constraints)) return request;
  return { ...request, model: OPTIMIZER_MODEL_V2, ...constraintFields(constraints), curve: true };
}

/** Whether an answer is model v2's (yearly spend, sources, shares, curve, maybe infeasible). */
export function isCapitalAnswer(answer: OptimizerAnswer | CapitalAnswer): answer is CapitalAnswer {
  return answer.meta.model === OPTIMIZER_MODEL_V2;
}

const finite = z.number().check(z.refine(Number.isFinite));
const nullableFinite = z.nullable(finite);

/** Model v2's answer as the service sends it (the client reads it with this; v1's parts are v1's schema). */
export const capitalAnswerSchema = builtOnFirstUse(() => {
  const v1 = builtSchema(optimizerAnswerSchema).shape;
  return z.object({
    data: v1.data,
    excluded: v1.excluded,
    overrides: v1.overrides,
    years: z.array(z.object({ year: z.number(), limit: finite, spend: finite })),
    sources: z.array(z.object({ fundingSource: z.string(), limit: nullableFinite, used: finite })),
    shares: z.array(
      z.object({ by: z.enum(CAPITAL_GROUP_BY), group: z.string(), minimum: finite, share: finite, budget: finite }),
    ),
    curve: z.optional(
      z.object({
        points: z.array(
          z.object({
            factor: finite,
            objective: nullableFinite,
            gap: nullableFinite,
            status: z.enum(['optimal', 'time_limit', 'infeasible']),
          }),
        ),
        flattensAt: nullableFinite,
      }),
    ),
    meta: z.object({
      model: z.literal(OPTIMIZER_MODEL_V2),
      status: z.enum(['optimal', 'time_limit', 'infeasible']),
      objective: finite,
      gap: nullableFinite,
      totalBudget: finite,
      candidates: z.number(),
      solveMs: z.number(),
      conflicts: z.optional(z.array(z.string())),
      signature: z.optional(optimizerAnswerSignatureSchema),
    }),
  }) satisfies z.ZodMiniType<CapitalAnswer>;
});

/** Either model's answer, by its meta.model. */
export function parseAnyOptimizerAnswer(answer: unknown): OptimizerAnswer | CapitalAnswer {
  const model = (answer as { meta?: { model?: unknown } } | null)?.meta?.model;
  return model === OPTIMIZER_MODEL_V2
    ? builtSchema(capitalAnswerSchema).parse(answer)
    : builtSchema(optimizerAnswerSchema).parse(answer);
}
