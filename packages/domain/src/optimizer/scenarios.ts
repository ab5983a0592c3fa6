// Saved optimizer scenarios (issue 17; POST/GET/DELETE /t/{slug}/optimizer/scenarios): the shapes the API validates
// and answers (OpenAPI and the api-client's types come from these), and who vouches for a stored result. The client
// posts the optimizer's answer; the API does not take its word: vouchForOptimizerResult rebuilds the result from the
// API's own current data with the model's rules (prepareSelection, explainSelection) and refuses one that does not
// match — a selected project that is not a candidate, a value, contribution or total that differs, over the budget
// limit, an override not honoured, a candidate left out that still fits (its "no entra" reason would be false). What
// only the solver knows (the selection itself, status, gap, solveMs) the optimizer signs (answerClaim.ts), and the API
// checks that signature before anything else (issue 44): a result that fits but the optimizer never gave is refused.
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import { editedName } from '../entities/editFields.ts';
import { formatMoney } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { limitParam } from '../shared/limitParam.ts';
import type { ValidationResult } from '../validation/result.ts';
import {
  OPTIMIZER_CRITERION_KEYS,
  OPTIMIZER_CURRENCIES,
  OPTIMIZER_DIRECTIONS,
  OPTIMIZER_MODEL,
  type OptimizerCriterionKey,
} from './criteria.ts';
import type { OptimizerCandidateInput } from './model.ts';
import { OPTIMIZER_MODELS } from './capitalRequest.ts';
import { parseOptimizerRequest } from './parseRequest.ts';
import {
  OPTIMIZER_OVERRIDE_ID_MAX,
  OPTIMIZER_OVERRIDE_LISTS,
  OPTIMIZER_OVERRIDE_REASON_MAX,
  OPTIMIZER_OVERRIDES_MAX,
  type OptimizerRequest,
} from './request.ts';
import {
  explainSelection,
  prepareSelection,
  type OptimizerAnswer,
  type OptimizerOverrideAuthor,
  type OptimizerSelectionStatus,
} from './selection.ts';

export const OPTIMIZER_SCENARIO_NAME_MAX = 120;

const texts = messages.optimizer.scenarios;

const projectId = z.string().check(z.minLength(1), z.maxLength(OPTIMIZER_OVERRIDE_ID_MAX));
const override = z.strictObject({
  projectId,
  reason: z.string().check(z.minLength(1), z.maxLength(OPTIMIZER_OVERRIDE_REASON_MAX)),
});

/** The request as the optimizer reads it once checked (parseOptimizerRequest): what a scenario stores. */
export const optimizerRequestSchema = builtOnFirstUse(
  () =>
    z.strictObject({
      model: z.literal(OPTIMIZER_MODEL),
      criteria: z
        .array(
          z.strictObject({
            key: z.enum(OPTIMIZER_CRITERION_KEYS),
            weight: z.number().check(z.gte(0)),
            direction: z.enum(OPTIMIZER_DIRECTIONS as ['maximize', 'minimize']),
            currency: z.optional(z.enum(OPTIMIZER_CURRENCIES)),
            constraint: z.optional(z.strictObject({ min: z.optional(z.number()), max: z.optional(z.number()) })),
          }),
        )
        .check(z.minLength(1)),
      budgetLimit: z.optional(z.number().check(z.positive())),
      timeHorizon: z.optional(z.number().check(z.int(), z.gte(1))),
      include: z.optional(z.array(override).check(z.maxLength(OPTIMIZER_OVERRIDES_MAX))),
      exclude: z.optional(z.array(override).check(z.maxLength(OPTIMIZER_OVERRIDES_MAX))),
    }) satisfies z.ZodMiniType<OptimizerRequest>,
);

/**
 * A request as a client sends it, checked by parseOptimizerRequest — the one definition of its rules and Spanish
 * messages (a weight that is not numeric counts 1, §5's minimums, overrides) — and answered normalised. The API's
 * OpenAPI document describes it as optimizerRequestSchema (apps/api/src/openapi.ts), the shape it accepts.
 */
export const optimizerRequestBodySchema = builtOnFirstUse(() =>
  z.pipe(
    z
      .custom<unknown>((value) => parseOptimizerRequest(value).ok, {
        error: (issue) => {
          const parsed = parseOptimizerRequest(issue.input);
          return parsed.ok ? undefined : parsed.error;
        },
      })
      .check(z.meta({ description: 'La solicitud al optimizador (modelo linear-int-opt-v1).' })),
    z.transform((value) => (parseOptimizerRequest(value) as { ok: true; value: OptimizerRequest }).value),
  ),
);

const finite = z.number().check(z.refine(Number.isFinite));
const contributionsSchema = builtOnFirstUse(() =>
  z.strictObject(
    Object.fromEntries(OPTIMIZER_CRITERION_KEYS.map((key) => [key, z.optional(finite)])) as Record<
      OptimizerCriterionKey,
      z.ZodMiniOptional<typeof finite>
    >,
  ),
);

const optimizedProjectSchema = builtOnFirstUse(() =>
  z.strictObject({
    projectId,
    rank: z.number().check(z.int(), z.gte(1)),
    value: finite,
    budget: finite,
    contributions: contributionsSchema,
    override: z
      .optional(z.literal(true))
      .check(z.meta({ description: 'Presente si una persona lo fijó dentro (include).' })),
  }),
);

const excludedProjectSchema = builtOnFirstUse(() =>
  z.strictObject({
    projectId,
    reason: z.string().check(z.maxLength(1_000)),
    override: z
      .optional(z.literal(true))
      .check(z.meta({ description: 'Presente si una persona lo fijó fuera (exclude).' })),
  }),
);

export const optimizerOverrideAuthorSchema = builtOnFirstUse(() =>
  z.strictObject({
    userId: z.string(),
    email: z.string(),
    name: z.optional(z.string()),
  }),
);

const appliedOverrideSchema = builtOnFirstUse(() =>
  z.strictObject({
    projectId,
    pin: z.enum(OPTIMIZER_OVERRIDE_LISTS as ['include', 'exclude']),
    reason: z.string(),
    setBy: z.nullable(optimizerOverrideAuthorSchema),
  }),
);

const SELECTION_STATUSES = ['optimal', 'time_limit'] as const satisfies readonly OptimizerSelectionStatus[];

/** The optimizer service's signature of an answer (answerClaim.ts): what a scenario save must carry. */
export const optimizerAnswerSignatureSchema = builtOnFirstUse(() =>
  z.strictObject({
    signedAt: z.string().check(z.maxLength(40)),
    value: z.string().check(z.maxLength(200)),
  }),
);

const metaSchema = builtOnFirstUse(() =>
  z.strictObject({
    model: z.literal(OPTIMIZER_MODEL),
    status: z.enum(SELECTION_STATUSES),
    objective: finite,
    gap: z.nullable(z.number().check(z.gte(0))),
    totalBudget: finite,
    candidates: z.number().check(z.int(), z.gte(0)),
    solveMs: z.number().check(z.gte(0), z.refine(Number.isFinite)),
    signature: z.optional(optimizerAnswerSignatureSchema),
  }),
);

/** The optimizer's answer (ARCHITECTURE.md §4), as a scenario stores it. */
export const optimizerAnswerSchema = builtOnFirstUse(
  () =>
    z.strictObject({
      data: z.array(optimizedProjectSchema),
      excluded: z.array(excludedProjectSchema),
      overrides: z.array(appliedOverrideSchema),
      meta: metaSchema,
    }) satisfies z.ZodMiniType<OptimizerAnswer>,
);

/**
 * The answer as a client posts it to be saved: `excluded` and `overrides` may be left out (the API rebuilds them; at
 * 50 000 projects the excluded list alone is megabytes), and when sent they must match.
 */
export const optimizerPostedResultSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(optimizerAnswerSchema), {
    excluded: z.optional(builtSchema(optimizerAnswerSchema).shape.excluded),
    overrides: z.optional(builtSchema(optimizerAnswerSchema).shape.overrides),
  }),
);
export type OptimizerPostedResult = z.infer<typeof optimizerPostedResultSchema>;

/** A scenario's name as the API checks it (required, ≤ 120 characters once trimmed). */
export const optimizerScenarioNameSchema = builtOnFirstUse(() => editedName(texts, OPTIMIZER_SCENARIO_NAME_MAX));

/** A scenario name's problem as the API words it, or null: for the form. */
export function scenarioNameError(name: string): string | null {
  const parsed = builtSchema(optimizerScenarioNameSchema).safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? texts.nameRequired);
}

/** Who may delete a saved scenario: its author, or an admin of the tenant (the API refuses anyone else). */
export function canDeleteScenario(authorId: string | null, caller: { userId: string; role: string }): boolean {
  return (authorId !== null && authorId === caller.userId) || caller.role === 'admin';
}

/** GET /t/{slug}/optimizer/scenarios?limit (newest first). */
export const optimizerScenarioListQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    limit: limitParam(50),
  }),
);

export const optimizerScenarioSummarySchema = builtOnFirstUse(() =>
  z.object({
    scenarioId: z.uuid(),
    name: z.string(),
    model: z
      .enum(OPTIMIZER_MODELS)
      .check(z.meta({ description: 'linear-int-opt-v2: con restricciones (años, fuentes, mínimos regionales).' })),
    author: z.object({
      userId: z.nullable(z.uuid()).check(z.meta({ description: 'null si la cuenta ya no existe.' })),
      name: z.string(),
    }),
    createdAt: z.iso.datetime(),
    budgetLimit: z.nullable(z.number()),
    objective: z.number(),
    status: z.enum(SELECTION_STATUSES),
    selectedCount: z.number().check(z.int(), z.gte(0)),
    totalBudget: z.number(),
  }),
);
export type OptimizerScenarioSummary = z.infer<typeof optimizerScenarioSummarySchema>;

export const optimizerScenarioListSchema = builtOnFirstUse(() =>
  z.object({ scenarios: z.array(optimizerScenarioSummarySchema) }),
);
export type OptimizerScenarioList = z.infer<typeof optimizerScenarioListSchema>;

/** Equal as computed by the same rules on the same data, give or take the order of a sum. */
function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

const differs = (field: string): { ok: false; error: string } => ({
  ok: false,
  error: interpolate(texts.differs, { field }),
});

/**
 * The result to store for `posted` on the tenant's current `projects`, rebuilt by the model's rules, or the Spanish
 * reason it cannot be vouched for. Its overrides are set by `savedBy` (the person saving, who vouches for them).
 */
export function vouchForOptimizerResult(
  request: OptimizerRequest,
  projects: readonly OptimizerCandidateInput[],
  posted: OptimizerPostedResult,
  savedBy: OptimizerOverrideAuthor,
): ValidationResult<OptimizerAnswer> {
  const prepared = prepareSelection(request, projects);
  if (!prepared.ok) return prepared;
  const { valued, pins } = prepared.value;
  const indexOf = new Map(valued.map((candidate, index) => [candidate.projectId, index]));
  const selected = valued.map(() => false);
  for (const row of posted.data) {
    const index = indexOf.get(row.projectId);
    if (index === undefined) return { ok: false, error: interpolate(texts.notCandidate, { projectId: row.projectId }) };
    if (selected[index]) return { ok: false, error: interpolate(texts.repeatedProject, { projectId: row.projectId }) };
    selected[index] = true;
  }
  const pinBroken = valued.find(
    (_, index) => (pins[index] === 'include' && !selected[index]) || (pins[index] === 'exclude' && selected[index]),
  );
  if (pinBroken)
    return { ok: false, error: interpolate(texts.overrideNotHonoured, { projectId: pinBroken.projectId }) };
  const spent = valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.budget : sum), 0);
  const limit = request.budgetLimit ?? Number.POSITIVE_INFINITY;
  const slack = 1e-9 * Math.max(1, Number.isFinite(limit) ? limit : 0);
  if (spent > limit + slack) {
    return {
      ok: false,
      error: interpolate(texts.overBudget, { total: formatMoney(spent), limit: formatMoney(request.budgetLimit!) }),
    };
  }
  const fits = valued.find(
    (candidate, index) => !selected[index] && pins[index] === null && spent + candidate.budget <= limit - slack,
  );
  if (fits) return { ok: false, error: interpolate(texts.leftOutFits, { projectId: fits.projectId }) };

  const { status, gap, solveMs } = posted.meta;
  const answer = explainSelection(request, prepared.value, selected, { status, gap, solveMs }, savedBy);
  const differences = rebuiltDiffers(posted, answer);
  if (differences) return differences;
  return { ok: true, value: answer };
}

/** What a posted result shares with its rebuilt answer (ranking, values, totals, and the lists it sent). */
interface RebuiltComparable {
  data: OptimizerAnswer['data'];
  excluded?: OptimizerAnswer['excluded'];
  overrides?: OptimizerAnswer['overrides'];
  meta: { objective: number; totalBudget: number; candidates: number };
}

/**
 * The first field in which `posted` differs from `answer`, the same result rebuilt by the model's rules from the API's
 * data (as a refusal), or null when they agree. Shared by v1 and v2 (capitalScenarios.ts).
 */
export function rebuiltDiffers(
  posted: RebuiltComparable,
  answer: Required<RebuiltComparable>,
): { ok: false; error: string } | null {
  if (posted.data.length !== answer.data.length) return differs('data');
  for (const [index, row] of answer.data.entries()) {
    const sent = posted.data[index]!;
    const at = `data[${index}]`;
    if (sent.projectId !== row.projectId || sent.rank !== row.rank) return differs(`${at}.rank`);
    if (!close(sent.value, row.value)) return differs(`${at}.value`);
    if (!close(sent.budget, row.budget)) return differs(`${at}.budget`);
    if ((sent.override ?? false) !== (row.override ?? false)) return differs(`${at}.override`);
    const keys = Object.keys(row.contributions) as OptimizerCriterionKey[];
    if (
      Object.keys(sent.contributions).length !== keys.length ||
      keys.some(
        (key) => sent.contributions[key] === undefined || !close(sent.contributions[key], row.contributions[key]!),
      )
    ) {
      return differs(`${at}.contributions`);
    }
  }
  if (!close(posted.meta.objective, answer.meta.objective)) return differs('meta.objective');
  if (!close(posted.meta.totalBudget, answer.meta.totalBudget)) return differs('meta.totalBudget');
  if (posted.meta.candidates !== answer.meta.candidates) return differs('meta.candidates');
  if (posted.excluded) {
    const rebuilt = new Map(answer.excluded.map((row) => [row.projectId, `${row.override ?? false}:${row.reason}`]));
    const same =
      posted.excluded.length === rebuilt.size &&
      new Set(posted.excluded.map((row) => row.projectId)).size === rebuilt.size &&
      posted.excluded.every((row) => rebuilt.get(row.projectId) === `${row.override ?? false}:${row.reason}`);
    if (!same) return differs('excluded');
  }
  if (posted.overrides) {
    const key = (row: { projectId: string; pin: string; reason: string }) =>
      `${row.pin}:${row.projectId}:${row.reason}`;
    const same =
      posted.overrides.length === answer.overrides.length &&
      posted.overrides.every((row, index) => key(row) === key(answer.overrides[index]!));
    if (!same) return differs('overrides');
  }
  return null;
}

/** What compareScenarios reads of each scenario's result. */
export interface ComparableResult {
  data: readonly { projectId: string; rank: number; value: number; budget: number }[];
  meta: { objective: number; totalBudget: number };
}

export interface ScenarioComparison {
  /** Selected in b, not in a (b's rank order). */
  entered: { projectId: string; rank: number; value: number; budget: number }[];
  /** Selected in a, not in b (a's rank order). */
  left: { projectId: string; rank: number; value: number; budget: number }[];
  /** Selected in both (b's rank order); rankChange = rankA − rankB, positive when it moved up in b. */
  stayed: { projectId: string; rankA: number; rankB: number; rankChange: number }[];
  objective: { a: number; b: number; difference: number };
  totalBudget: { a: number; b: number; difference: number };
}

/** Two scenarios side by side (issue 17): which projects entered, left or stayed, and objective and budget of each. */
export function compareScenarios(a: ComparableResult, b: ComparableResult): ScenarioComparison {
  const rankInA = new Map(a.data.map((row) => [row.projectId, row.rank]));
  const inB = new Set(b.data.map((row) => row.projectId));
  const byRank = <Row extends { rank: number }>(rows: readonly Row[]) => [...rows].sort((x, y) => x.rank - y.rank);
  const pick = ({ projectId, rank, value, budget }: ComparableResult['data'][number]) => ({
    projectId,
    rank,
    value,
    budget,
  });
  return {
    entered: byRank(b.data)
      .filter((row) => !rankInA.has(row.projectId))
      .map(pick),
    left: byRank(a.data)
      .filter((row) => !inB.has(row.projectId))
      .map(pick),
    stayed: byRank(b.data).flatMap((row) => {
      const rankA = rankInA.get(row.projectId);
      return rankA === undefined
        ? []
        : [{ projectId: row.projectId, rankA, rankB: row.rank, rankChange: rankA - row.rank }];
    }),
    objective: { a: a.meta.objective, b: b.meta.objective, difference: b.meta.objective - a.meta.objective },
    totalBudget: {
      a: a.meta.totalBudget,
      b: b.meta.totalBudget,
      difference: b.meta.totalBudget - a.meta.totalBudget,
    },
  };
}
