// Model linear-int-opt-v2's request (issue 44, "Capital budgeting"): v1's criteria, budget limit and pins, plus yearly
// budgets, funding ceilings, regional minimums, the commitment to works in execution, and the efficiency curve. Checked
// here, once, for the service and `pnpm optimize`: the first problem found becomes one Spanish message (a 400).
import { isPlainObject as isRecord } from '../entities/normalizeKeys.ts';
import { formatNumber } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import { OPTIMIZER_MODEL } from './criteria.ts';
import { capitalText } from './instance.ts';
import { parseOptimizerRequest } from './parseRequest.ts';
import type { OptimizerRequest } from './request.ts';

export const OPTIMIZER_MODEL_V2 = 'linear-int-opt-v2';
export const OPTIMIZER_MODELS = [OPTIMIZER_MODEL, OPTIMIZER_MODEL_V2] as const;
export type OptimizerModel = (typeof OPTIMIZER_MODELS)[number];

export const CAPITAL_YEARS_MAX = 10;
export const CAPITAL_YEAR_MIN = 2000;
export const CAPITAL_YEAR_MAX = 2100;
export const CAPITAL_CAPS_MAX = 50;
export const CAPITAL_SHARES_MAX = 100;

/** The project fields a regional minimum can group by. */
export const CAPITAL_GROUP_BY = ['province', 'organization', 'executingArea'] as const;
export type CapitalGroupBy = (typeof CAPITAL_GROUP_BY)[number];

export interface CapitalYearLimit {
  year: number;
  /** The most the selected projects may spend in that year (ARS). */
  limit: number;
}

export interface CapitalFundingCap {
  fundingSource: string;
  limit: number;
}

export interface CapitalMinShare {
  by: CapitalGroupBy;
  group: string;
  /** Fraction of the total selected budget, 0 < share ≤ 1. */
  share: number;
}

export interface CapitalRequest extends Omit<OptimizerRequest, 'model'> {
  model: typeof OPTIMIZER_MODEL_V2;
  /** Sorted by year. */
  years?: CapitalYearLimit[];
  fundingCaps?: CapitalFundingCap[];
  minShare?: CapitalMinShare[];
  /** Fix in every project whose status the tenant flags "en ejecución". */
  keepInExecution?: boolean;
  /** Also answer the efficiency curve: the objective at 21 levels of the limits, −50 % to +50 %. */
  curve?: boolean;
}

export type AnyOptimizerRequest = OptimizerRequest | CapitalRequest;

export function isCapitalRequest(request: AnyOptimizerRequest): request is CapitalRequest {
  return request.model === OPTIMIZER_MODEL_V2;
}

const texts = messages.optimizer.capital.request;
const requestTexts = messages.optimizer.request;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const unknownKey = (record: Record<string, unknown>, known: readonly string[]) =>
  Object.keys(record).find((key) => !known.includes(key));
const isLimit = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** "30%": a share as people read it. */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100, { maximumFractionDigits: 1 })}%`;
}

/** How a group reads in a sentence: "la provincia Salta", "el organismo …", "el área ejecutora …". */
export function capitalGroupLabel(by: CapitalGroupBy, group: string): string {
  return interpolate(messages.optimizer.capital.groups[by], { group });
}

function parseYears(value: unknown): ValidationResult<CapitalYearLimit[]> {
  if (!Array.isArray(value)) return fail(texts.yearsNotList);
  if (value.length > CAPITAL_YEARS_MAX) return fail(interpolate(texts.yearsTooMany, { max: CAPITAL_YEARS_MAX }));
  const years: CapitalYearLimit[] = [];
  for (const item of value) {
    if (!isRecord(item)) return fail(texts.yearNotObject);
    const extra = unknownKey(item, ['year', 'limit']);
    if (extra) return fail(interpolate(requestTexts.unknownField, { field: extra }));
    const { year, limit } = item;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < CAPITAL_YEAR_MIN || year > CAPITAL_YEAR_MAX) {
      return fail(interpolate(texts.yearInvalid, { year: String(year), min: CAPITAL_YEAR_MIN, max: CAPITAL_YEAR_MAX }));
    }
    if (years.some((known) => known.year === year)) return fail(interpolate(texts.yearRepeated, { year }));
    if (!isLimit(limit)) return fail(interpolate(texts.limitInvalid, { what: String(year) }));
    years.push({ year, limit });
  }
  return { ok: true, value: years.sort((a, b) => a.year - b.year) };
}

function parseCaps(value: unknown): ValidationResult<CapitalFundingCap[]> {
  if (!Array.isArray(value)) return fail(texts.capsNotList);
  if (value.length > CAPITAL_CAPS_MAX) return fail(interpolate(texts.capsTooMany, { max: CAPITAL_CAPS_MAX }));
  const caps: CapitalFundingCap[] = [];
  for (const item of value) {
    if (!isRecord(item)) return fail(texts.capNotObject);
    const extra = unknownKey(item, ['fundingSource', 'limit']);
    if (extra) return fail(interpolate(requestTexts.unknownField, { field: extra }));
    const source = capitalText(item.fundingSource);
    if (!source) return fail(texts.capWithoutSource);
    if (caps.some((cap) => cap.fundingSource === source)) return fail(interpolate(texts.capRepeated, { source }));
    if (!isLimit(item.limit)) return fail(interpolate(texts.limitInvalid, { what: source }));
    caps.push({ fundingSource: source, limit: item.limit });
  }
  return { ok: true, value: caps };
}

function parseShares(value: unknown): ValidationResult<CapitalMinShare[]> {
  if (!Array.isArray(value)) return fail(texts.sharesNotList);
  if (value.length > CAPITAL_SHARES_MAX) return fail(interpolate(texts.sharesTooMany, { max: CAPITAL_SHARES_MAX }));
  const shares: CapitalMinShare[] = [];
  for (const item of value) {
    if (!isRecord(item)) return fail(texts.shareNotObject);
    const extra = unknownKey(item, ['by', 'group', 'share']);
    if (extra) return fail(interpolate(requestTexts.unknownField, { field: extra }));
    if (!CAPITAL_GROUP_BY.includes(item.by as never)) return fail(texts.shareUnknownBy);
    const by = item.by as CapitalGroupBy;
    const group = capitalText(item.group);
    if (!group) return fail(texts.shareWithoutGroup);
    const label = capitalGroupLabel(by, group);
    const { share } = item;
    if (typeof share !== 'number' || !Number.isFinite(share) || share <= 0 || share > 1) {
      return fail(interpolate(texts.shareInvalid, { group: label }));
    }
    if (shares.some((known) => known.by === by && known.group === group)) {
      return fail(interpolate(texts.shareRepeated, { group: label }));
    }
    shares.push({ by, group, share });
  }
  // Minimums of one kind adding up to more than the whole can only hold with nothing selected: the request's mistake.
  for (const by of CAPITAL_GROUP_BY) {
    const total = shares.filter((share) => share.by === by).reduce((sum, share) => sum + share.share, 0);
    if (total > 1 + 1e-9)
      return fail(interpolate(texts.sharesOverOne, { by: messages.optimizer.capital.byLabels[by] }));
  }
  return { ok: true, value: shares };
}

export function parseCapitalRequest(body: unknown): ValidationResult<CapitalRequest> {
  if (!isRecord(body)) return fail(requestTexts.notObject);
  const { years, fundingCaps, minShare, keepInExecution, curve, model, ...shared } = body;
  if (model !== OPTIMIZER_MODEL_V2) {
    return fail(interpolate(requestTexts.unknownModel, { model: String(model ?? '') }));
  }
  // The fields v1 knows are checked by v1's own rules (one definition): criteria, budget limit, horizon, pins.
  const base = parseOptimizerRequest({ ...shared, model: OPTIMIZER_MODEL });
  if (!base.ok) return base;
  const request: CapitalRequest = { ...base.value, model: OPTIMIZER_MODEL_V2 };
  if (years !== undefined && years !== null) {
    const parsed = parseYears(years);
    if (!parsed.ok) return parsed;
    if (parsed.value.length > 0) request.years = parsed.value;
  }
  if (fundingCaps !== undefined && fundingCaps !== null) {
    const parsed = parseCaps(fundingCaps);
    if (!parsed.ok) return parsed;
    if (parsed.value.length > 0) request.fundingCaps = parsed.value;
  }
  if (minShare !== undefined && minShare !== null) {
    const parsed = parseShares(minShare);
    if (!parsed.ok) return parsed;
    if (parsed.value.length > 0) request.minShare = parsed.value;
  }
  for (const [field, flag] of [
    ['keepInExecution', keepInExecution],
    ['curve', curve],
  ] as const) {
    if (flag === undefined || flag === null) continue;
    if (typeof flag !== 'boolean') return fail(interpolate(texts.flagNotBoolean, { field }));
    if (flag) request[field] = true;
  }
  return { ok: true, value: request };
}

/** Either model's request, by its `model`. */
export function parseAnyOptimizerRequest(body: unknown): ValidationResult<AnyOptimizerRequest> {
  if (isRecord(body) && body.model === OPTIMIZER_MODEL_V2) return parseCapitalRequest(body);
  return parseOptimizerRequest(body);
}
