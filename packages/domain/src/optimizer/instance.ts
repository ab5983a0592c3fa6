// Candidates given inline (`pnpm optimize`'s instance, ARCHITECTURE.md §4): the four criterion values of v1, and for
// linear-int-opt-v2 (issue 44) each project's planned start, funding source, groups, execution flag and relations. One
// definition for the CLI, the benchmarks and the tests; the service reads the same fields in columns (candidates.ts).
import { isPlainObject as isRecord } from '../entities/normalizeKeys.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import { OPTIMIZER_CRITERION_KEYS } from './criteria.ts';
import type { OptimizerCandidateInput } from './model.ts';
import { OPTIMIZER_OVERRIDE_ID_MAX } from './request.ts';

const texts = messages.optimizer.instance;
const capitalTexts = messages.optimizer.capital.candidates;

/** The text fields of a v2 candidate that name a group or a source (null when the project has none). */
export const CAPITAL_CANDIDATE_TEXT_KEYS = [
  'name',
  'fundingSource',
  'province',
  'organization',
  'executingArea',
  'alternativeGroup',
] as const;
export type CapitalCandidateTextKey = (typeof CAPITAL_CANDIDATE_TEXT_KEYS)[number];

/** Longest group, source or name accepted (a project name is at most 200 characters too). */
export const CAPITAL_TEXT_MAX = 200;

/** What linear-int-opt-v2 reads of a project, beyond v1's values. */
export type CapitalCandidateInput = OptimizerCandidateInput &
  Record<CapitalCandidateTextKey, string | null> & {
    /** Planned start month, "YYYY-MM"; null → January of the request's first year. */
    start: string | null;
    /** Its status has the "en ejecución" role in the tenant's projectStatus list. */
    inExecution: boolean;
    /** Projects this one requires ("requiere"): it enters only if they all do. */
    requires: string[];
  };

/** "YYYY-MM" with a real month. */
export const PLANNED_START_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A candidate's criterion value: a finite number, or null when absent; undefined when it is not a number. */
function criterionValue(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A text field: trimmed, at most CAPITAL_TEXT_MAX characters, null when absent or blank; undefined when invalid. */
export function capitalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > CAPITAL_TEXT_MAX) return undefined;
  return value.trim() || null;
}

/** v1's inline candidates: an id and the four criterion values. */
export function parseInstanceCandidates(value: unknown): ValidationResult<OptimizerCandidateInput[]> {
  if (!Array.isArray(value)) return { ok: false, error: texts.candidatesNotArray };
  const candidates: OptimizerCandidateInput[] = [];
  for (const [index, item] of value.entries()) {
    const position = String(index + 1);
    if (!isRecord(item) || typeof item.projectId !== 'string' || !item.projectId) {
      return { ok: false, error: interpolate(texts.candidateWithoutId, { position }) };
    }
    const candidate = { projectId: item.projectId } as OptimizerCandidateInput;
    for (const key of OPTIMIZER_CRITERION_KEYS) {
      const parsed = criterionValue(item[key]);
      if (parsed === undefined) return { ok: false, error: interpolate(texts.candidateNotNumeric, { position, key }) };
      candidate[key] = parsed;
    }
    candidates.push(candidate);
  }
  return { ok: true, value: candidates };
}

/**
 * One v2 candidate's own fields, checked (its position is 1-based, for the message); v1's values come from
 * parseInstanceCandidates. Absent fields mean "none": no start, no source, not in execution, no relations.
 */
export function parseCapitalFields(
  base: OptimizerCandidateInput,
  item: Record<string, unknown>,
  position: number,
): ValidationResult<CapitalCandidateInput> {
  const at = String(position);
  const candidate = { ...base } as CapitalCandidateInput;
  for (const key of CAPITAL_CANDIDATE_TEXT_KEYS) {
    const text = capitalText(item[key]);
    if (text === undefined) return { ok: false, error: interpolate(capitalTexts.textInvalid, { position: at, key }) };
    candidate[key] = text;
  }
  const start = item.start ?? null;
  if (start !== null && (typeof start !== 'string' || !PLANNED_START_PATTERN.test(start))) {
    return { ok: false, error: interpolate(capitalTexts.startInvalid, { position: at }) };
  }
  candidate.start = start;
  const inExecution = item.inExecution ?? false;
  if (typeof inExecution !== 'boolean') {
    return { ok: false, error: interpolate(capitalTexts.textInvalid, { position: at, key: 'inExecution' }) };
  }
  candidate.inExecution = inExecution;
  const requires = item.requires ?? [];
  if (
    !Array.isArray(requires) ||
    !requires.every((id) => typeof id === 'string' && id.length > 0 && id.length <= OPTIMIZER_OVERRIDE_ID_MAX)
  ) {
    return { ok: false, error: interpolate(capitalTexts.requiresInvalid, { position: at }) };
  }
  if (requires.includes(base.projectId)) {
    return { ok: false, error: interpolate(capitalTexts.requiresItself, { projectId: base.projectId }) };
  }
  candidate.requires = [...new Set(requires as string[])];
  return { ok: true, value: candidate };
}

/** v2's inline candidates: v1's values and each one's own fields; no project twice. */
export function parseCapitalCandidates(value: unknown): ValidationResult<CapitalCandidateInput[]> {
  const base = parseInstanceCandidates(value);
  if (!base.ok) return base;
  const items = value as Record<string, unknown>[];
  const seen = new Set<string>();
  const candidates: CapitalCandidateInput[] = [];
  for (const [index, candidate] of base.value.entries()) {
    if (seen.has(candidate.projectId)) {
      return { ok: false, error: interpolate(capitalTexts.repeated, { projectId: candidate.projectId }) };
    }
    seen.add(candidate.projectId);
    const parsed = parseCapitalFields(candidate, items[index]!, index + 1);
    if (!parsed.ok) return parsed;
    candidates.push(parsed.value);
  }
  return { ok: true, value: candidates };
}
