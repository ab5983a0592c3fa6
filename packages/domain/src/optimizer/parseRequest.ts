// The optimizer's request as it arrives (a JSON body, or the CLI's instance), checked by the rules of portfolio.md §5
// and ARCHITECTURE.md §4: the first problem found becomes one Spanish message, so the service answers 400 with it and
// changes nothing. One definition for the HTTP route and `pnpm optimize`.
import { isPlainObject as isRecord } from '../entities/normalizeKeys.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import {
  OPTIMIZER_CURRENCIES,
  OPTIMIZER_DIRECTIONS,
  OPTIMIZER_MODEL,
  isOptimizerCriterionKey,
  type OptimizerCriterionKey,
} from './criteria.ts';
import { budgetLimitError, validateOptimizerCriteria } from './criterionState.ts';
import {
  OPTIMIZER_OVERRIDES_MAX,
  OPTIMIZER_OVERRIDE_ID_MAX,
  OPTIMIZER_OVERRIDE_LISTS,
  OPTIMIZER_OVERRIDE_REASON_MAX,
  type OptimizerOverride,
  type OptimizerOverrideList,
  type OptimizerRequest,
  type OptimizerRequestCriterion,
} from './request.ts';
import { normalizeWeight } from './weights.ts';

const texts = messages.optimizer.request;

const REQUEST_KEYS = ['model', 'criteria', 'budgetLimit', 'timeHorizon', 'include', 'exclude'] as const;
const OVERRIDE_KEYS = ['projectId', 'reason'] as const;
const CRITERION_KEYS = ['key', 'weight', 'direction', 'currency', 'constraint'] as const;
const CONSTRAINT_KEYS = ['min', 'max'] as const;

const unknownKey = (record: Record<string, unknown>, known: readonly string[]) =>
  Object.keys(record).find((key) => !known.includes(key));

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A bound given as a number, or absent; anything else is an error message. */
function boundOf(value: unknown, label: string): number | null | string {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return interpolate(messages.optimizer.validation.notNumeric, { criterion: label });
  }
  return value;
}

export function parseCriterion(
  value: unknown,
  seen: Set<OptimizerCriterionKey>,
): { ok: true; value: OptimizerRequestCriterion } | { ok: false; error: string } {
  if (!isRecord(value)) return fail(texts.criterionNotObject);
  const extra = unknownKey(value, CRITERION_KEYS);
  if (extra) return fail(interpolate(texts.unknownField, { field: extra }));
  if (!isOptimizerCriterionKey(value.key)) return fail(interpolate(texts.unknownCriterion, { key: String(value.key) }));
  const key = value.key;
  if (seen.has(key)) return fail(interpolate(texts.repeatedCriterion, { key }));
  seen.add(key);
  const label = messages.optimizer.criteria[key];
  if (!OPTIMIZER_DIRECTIONS.includes(value.direction as never)) {
    return fail(interpolate(texts.unknownDirection, { criterion: label }));
  }
  const criterion: OptimizerRequestCriterion = {
    key,
    weight: normalizeWeight(value.weight),
    direction: value.direction as OptimizerRequestCriterion['direction'],
  };
  if (value.currency !== undefined) {
    if (!OPTIMIZER_CURRENCIES.includes(value.currency as never)) return fail(texts.unknownCurrency);
    criterion.currency = value.currency as OptimizerRequestCriterion['currency'];
  }
  if (value.constraint !== undefined) {
    if (!isRecord(value.constraint)) return fail(interpolate(texts.constraintNotObject, { criterion: label }));
    const extraBound = unknownKey(value.constraint, CONSTRAINT_KEYS);
    if (extraBound) return fail(interpolate(texts.unknownField, { field: extraBound }));
    const min = boundOf(value.constraint.min, label);
    const max = boundOf(value.constraint.max, label);
    if (typeof min === 'string') return fail(min);
    if (typeof max === 'string') return fail(max);
    const [problem] = validateOptimizerCriteria([
      { key, weight: criterion.weight, direction: criterion.direction, min, max },
    ]);
    if (problem) return fail(problem.message);
    const constraint: { min?: number; max?: number } = {};
    if (min !== null) constraint.min = min;
    if (max !== null) constraint.max = max;
    if (Object.keys(constraint).length > 0) criterion.constraint = constraint;
  }
  return { ok: true, value: criterion };
}

/**
 * One override list: objects {projectId, reason}, the reason trimmed and required, no project twice. Which projects
 * exist and are candidates is known only with the tenant's data (checkOverrides, model.ts).
 */
export function parseOverrides(
  value: unknown,
  list: OptimizerOverrideList,
): { ok: true; value: OptimizerOverride[] } | { ok: false; error: string } {
  if (!Array.isArray(value)) return fail(interpolate(texts.overridesNotList, { list }));
  if (value.length > OPTIMIZER_OVERRIDES_MAX) {
    return fail(interpolate(texts.overridesTooMany, { list, max: OPTIMIZER_OVERRIDES_MAX }));
  }
  const overrides: OptimizerOverride[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (!isRecord(item)) return fail(interpolate(texts.overrideNotObject, { list }));
    const extra = unknownKey(item, OVERRIDE_KEYS);
    if (extra) return fail(interpolate(texts.unknownField, { field: extra }));
    const { projectId } = item;
    if (typeof projectId !== 'string' || !projectId.trim() || projectId.length > OPTIMIZER_OVERRIDE_ID_MAX) {
      return fail(interpolate(texts.overrideWithoutId, { list }));
    }
    const reason = typeof item.reason === 'string' ? item.reason.trim() : '';
    if (!reason) return fail(interpolate(texts.overrideWithoutReason, { projectId }));
    if (reason.length > OPTIMIZER_OVERRIDE_REASON_MAX) {
      return fail(interpolate(texts.overrideReasonTooLong, { projectId, max: OPTIMIZER_OVERRIDE_REASON_MAX }));
    }
    if (seen.has(projectId)) return fail(interpolate(texts.overrideRepeated, { projectId, list }));
    seen.add(projectId);
    overrides.push({ projectId, reason });
  }
  return { ok: true, value: overrides };
}

export function parseOptimizerRequest(body: unknown): ValidationResult<OptimizerRequest> {
  if (!isRecord(body)) return fail(texts.notObject);
  const extra = unknownKey(body, REQUEST_KEYS);
  if (extra) return fail(interpolate(texts.unknownField, { field: extra }));
  if (body.model !== OPTIMIZER_MODEL) return fail(interpolate(texts.unknownModel, { model: String(body.model ?? '') }));
  if (!Array.isArray(body.criteria) || body.criteria.length === 0) return fail(texts.noCriteria);
  const seen = new Set<OptimizerCriterionKey>();
  const criteria: OptimizerRequestCriterion[] = [];
  for (const item of body.criteria) {
    const parsed = parseCriterion(item, seen);
    if (!parsed.ok) return parsed;
    criteria.push(parsed.value);
  }
  const request: OptimizerRequest = { model: OPTIMIZER_MODEL, criteria };
  if (body.budgetLimit !== undefined && body.budgetLimit !== null) {
    const limitError = typeof body.budgetLimit === 'number' ? budgetLimitError(body.budgetLimit) : null;
    if (typeof body.budgetLimit !== 'number' || limitError) {
      return fail(texts.budgetLimitNotPositive);
    }
    request.budgetLimit = body.budgetLimit;
  }
  if (body.timeHorizon !== undefined && body.timeHorizon !== null) {
    if (typeof body.timeHorizon !== 'number' || !Number.isInteger(body.timeHorizon) || body.timeHorizon < 1) {
      return fail(texts.timeHorizonInvalid);
    }
    request.timeHorizon = body.timeHorizon;
  }
  for (const list of OPTIMIZER_OVERRIDE_LISTS) {
    if (body[list] === undefined || body[list] === null) continue;
    const overrides = parseOverrides(body[list], list);
    if (!overrides.ok) return overrides;
    if (overrides.value.length > 0) request[list] = overrides.value;
  }
  const excluded = new Set(request.exclude?.map((override) => override.projectId));
  const inBoth = request.include?.find((override) => excluded.has(override.projectId));
  if (inBoth) return fail(interpolate(texts.overrideInBoth, { projectId: inBoth.projectId }));
  return { ok: true, value: request };
}
