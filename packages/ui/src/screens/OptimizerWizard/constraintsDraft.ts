// What the "Restricciones" step's inputs hold (text, as typed) and how it becomes domain's restrictions (issue 44).
// Each row's own problem is said next to it; what only the whole request can say (minimums of one kind adding up to
// more than 100 %) is parseCapitalRequest's message, the one the service would answer.
import {
  buildOptimizerRequest,
  CAPITAL_YEAR_MAX,
  CAPITAL_YEAR_MIN,
  defaultCriteria,
  interpolate,
  messages,
  NO_CONSTRAINTS,
  OPTIMIZER_MODEL_V2,
  parseCapitalRequest,
  readTypedAmount,
  type CapitalGroupBy,
  type OptimizerConstraints,
} from '@siipro/domain';
import { typedText } from './criterionDraft';

const texts = messages.optimizer.constraints;

export interface YearDraft {
  id: number;
  year: string;
  limit: string;
}

export interface ShareDraft {
  id: number;
  by: CapitalGroupBy;
  group: string;
  percent: string;
}

export interface ConstraintsDraft {
  years: YearDraft[];
  /** Ceiling typed for each funding source ('' = none). */
  caps: Record<string, string>;
  keepInExecution: boolean;
  shares: ShareDraft[];
  /** The next row's id (rows keep their identity when one above is removed). */
  nextId: number;
}

/** The problems of a draft, by row id and field; `whole` is the request's own message. */
export interface ConstraintsErrors {
  years: Record<number, { year?: string; limit?: string }>;
  caps: Record<string, string>;
  shares: Record<number, { group?: string; percent?: string }>;
  whole: string | null;
}

/** A percentage as the inputs show it: 0.15 → "15". */
const percentText = (share: number) => typedText(Math.round(share * 1000) / 10);

export function constraintsDraftOf(constraints: OptimizerConstraints | null | undefined): ConstraintsDraft {
  const given = constraints ?? NO_CONSTRAINTS;
  let id = 0;
  return {
    years: given.years.map((entry) => ({ id: id++, year: String(entry.year), limit: typedText(entry.limit) })),
    caps: Object.fromEntries(given.fundingCaps.map((cap) => [cap.fundingSource, typedText(cap.limit)])),
    keepInExecution: given.keepInExecution,
    shares: given.minShare.map((share) => ({
      id: id++,
      by: share.by,
      group: share.group,
      percent: percentText(share.share),
    })),
    nextId: id,
  };
}

const amountOf = (text: string): number | null => {
  const reading = readTypedAmount(text);
  return reading.ok ? reading.value : Number.NaN;
};

/** The restrictions a draft sets and its problems; `constraints` is null while there is any. */
export function constraintsOfDraft(draft: ConstraintsDraft): {
  constraints: OptimizerConstraints | null;
  errors: ConstraintsErrors;
} {
  const errors: ConstraintsErrors = { years: {}, caps: {}, shares: {}, whole: null };
  let failed = false;
  const seen = new Set<number>();
  const years = draft.years.flatMap((row) => {
    const year = Number(row.year.trim());
    const limit = amountOf(row.limit);
    const rowErrors: { year?: string; limit?: string } = {};
    if (!/^\d{4}$/.test(row.year.trim()) || year < CAPITAL_YEAR_MIN || year > CAPITAL_YEAR_MAX) {
      rowErrors.year = interpolate(texts.yearInvalid, { min: CAPITAL_YEAR_MIN, max: CAPITAL_YEAR_MAX });
    } else if (seen.has(year)) rowErrors.year = interpolate(texts.yearRepeated, { year });
    seen.add(year);
    if (limit === null || !Number.isFinite(limit) || limit < 0) rowErrors.limit = texts.limitRequired;
    if (rowErrors.year || rowErrors.limit) {
      errors.years[row.id] = rowErrors;
      failed = true;
      return [];
    }
    return [{ year, limit: limit! }];
  });
  const fundingCaps = Object.entries(draft.caps).flatMap(([fundingSource, text]) => {
    if (!text.trim()) return [];
    const limit = amountOf(text);
    if (limit === null || !Number.isFinite(limit) || limit < 0) {
      errors.caps[fundingSource] = texts.limitRequired;
      failed = true;
      return [];
    }
    return [{ fundingSource, limit }];
  });
  const minShare = draft.shares.flatMap((row) => {
    const percent = amountOf(row.percent);
    const rowErrors: { group?: string; percent?: string } = {};
    if (!row.group.trim()) rowErrors.group = texts.groupRequired;
    if (percent === null || !Number.isFinite(percent) || percent <= 0 || percent > 100) {
      rowErrors.percent = texts.percentInvalid;
    }
    if (rowErrors.group || rowErrors.percent) {
      errors.shares[row.id] = rowErrors;
      failed = true;
      return [];
    }
    return [{ by: row.by, group: row.group.trim(), share: percent! / 100 }];
  });
  if (failed) return { constraints: null, errors };
  const constraints: OptimizerConstraints = { years, fundingCaps, minShare, keepInExecution: draft.keepInExecution };
  const whole = parseCapitalRequest({
    ...buildOptimizerRequest(defaultCriteria()),
    model: OPTIMIZER_MODEL_V2,
    years,
    fundingCaps,
    minShare,
  });
  if (!whole.ok) return { constraints: null, errors: { ...errors, whole: whole.error } };
  return { constraints, errors };
}
