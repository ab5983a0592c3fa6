// Rows of the optimizer results table, with the defaults of portfolio.md §3 for missing values: status Identificado,
// priority Media, currency ARS, type proyecto, budget 0, placeholder name and slug by position, and a placeholder
// organisation.

import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { normalizeScore } from '../score/bands.ts';
import { DEFAULT_STATUS } from '../status/projectStatus.ts';
import { isPlainObject, normalizeKeys } from '../entities/normalizeKeys.ts';
import { toNumber } from '../entities/fields.ts';

export interface OptimizerResultRow {
  rank: number;
  value: number | null;
  contributions: Record<string, number>;
  projectId: string | null;
  name: string;
  slug: string;
  projectCode: string | null;
  organizationName: string;
  organizationSlug: string | null;
  sector: string | null;
  area: string | null;
  score: number | null;
  budgetAmount: number;
  budgetCurrencyCode: string;
  beneficiaryCount: number | null;
  durationMonths: number | null;
  status: string;
  priority: string;
  type: 'proyecto' | 'programa';
}

export interface OptimizerExclusion {
  projectId: string;
  reason: string;
}

export interface OptimizerResultMeta {
  model: string | null;
  status: string | null;
  objective: number | null;
  gap: number | null;
  totalBudget: number | null;
  candidates: number | null;
  solveMs: number | null;
}

export interface OptimizerResult {
  rows: OptimizerResultRow[];
  excluded: OptimizerExclusion[];
  meta: OptimizerResultMeta | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;

function firstOrganization(record: Record<string, unknown>): { name: string | null; slug: string | null } {
  const list = Array.isArray(record.organizations) ? record.organizations : [];
  const first = isPlainObject(list[0]) ? list[0] : isPlainObject(record.organization) ? record.organization : null;
  return {
    name: text(first?.name) ?? text(record.organizationName) ?? text(record.organization),
    slug: text(first?.slug) ?? text(record.organizationSlug),
  };
}

function contributionsOf(value: unknown): Record<string, number> {
  if (!isPlainObject(value)) return {};
  const result: Record<string, number> = {};
  for (const [key, item] of Object.entries(value)) {
    const number = toNumber(item);
    if (number !== null) result[key] = number;
  }
  return result;
}

/** One row; `position` is 1-based and names placeholders ("Proyecto 3", "proyecto-3"). */
export function optimizerResultRow(item: unknown, position: number): OptimizerResultRow {
  const record = (normalizeKeys(item) ?? {}) as Record<string, unknown>;
  const organization = firstOrganization(record);
  const type = record.type === 'programa' ? 'programa' : 'proyecto';
  return {
    rank: toNumber(record.rank) ?? position,
    value: toNumber(record.value),
    contributions: contributionsOf(record.contributions),
    projectId: text(record.projectId),
    name: text(record.name) ?? interpolate(messages.optimizer.placeholders.projectName, { position }),
    slug: text(record.slug) ?? interpolate(messages.optimizer.placeholders.projectSlug, { position }),
    projectCode: text(record.projectCode),
    organizationName: organization.name ?? messages.optimizer.placeholders.organization,
    organizationSlug: organization.slug,
    sector: text(record.sector),
    area: text(record.area) ?? text(record.executingArea),
    score: normalizeScore(record.score),
    budgetAmount: toNumber(record.budgetAmount) ?? 0,
    budgetCurrencyCode: text(record.budgetCurrencyCode) ?? 'ARS',
    beneficiaryCount: toNumber(record.beneficiaryCount),
    durationMonths: toNumber(record.durationMonths) ?? toNumber(record.expectedExecutionMonths),
    status: text(record.status) ?? DEFAULT_STATUS,
    priority: text(record.priority) ?? 'Media',
    type,
  };
}

/** The optimizer answers a list, or {data, excluded, meta} (ARCHITECTURE.md §4); anything else is empty. */
export function parseOptimizerResult(answer: unknown): OptimizerResult {
  const record = isPlainObject(answer) ? answer : null;
  const data = Array.isArray(answer) ? answer : Array.isArray(record?.data) ? record.data : [];
  const excluded = Array.isArray(record?.excluded)
    ? record.excluded.flatMap((entry): OptimizerExclusion[] => {
        const item = normalizeKeys(entry) as Record<string, unknown> | null;
        const projectId = text(item?.projectId);
        return projectId ? [{ projectId, reason: text(item?.reason) ?? '' }] : [];
      })
    : [];
  const rawMeta = isPlainObject(record?.meta) ? (normalizeKeys(record.meta) as Record<string, unknown>) : null;
  const meta = rawMeta && {
    model: text(rawMeta.model),
    status: text(rawMeta.status),
    objective: toNumber(rawMeta.objective),
    gap: toNumber(rawMeta.gap),
    totalBudget: toNumber(rawMeta.totalBudget),
    candidates: toNumber(rawMeta.candidates),
    solveMs: toNumber(rawMeta.solveMs),
  };
  return { rows: data.map((item, index) => optimizerResultRow(item, index + 1)), excluded, meta };
}
