// What the optimizer page shows of an answer (issue 17): the selected projects and the ones left out, a page at a
// time (the answer holds them all; a page's project fields are read from the list call by id), each beside its
// project once read, and the totals line.

import { DEFAULT_PAGE_SIZE } from '../filters/apiFields.ts';
import type { ProjectListItem } from '../entities/projectAnswer.ts';
import type { OptimizerAnswer } from './selection.ts';

/** A selected project: the optimizer's rank, value and budget, and its list fields (null until read). */
export interface OptimizerResultRow {
  projectId: string;
  rank: number;
  value: number;
  budget: number;
  /** A person pinned it in. */
  override: boolean;
  project: ProjectListItem | null;
}

/** A project left out, with why; `override` when a person pinned it out (the reason is theirs). */
export interface OptimizerExcludedRow {
  projectId: string;
  reason: string;
  override: boolean;
  project: ProjectListItem | null;
}

export interface OptimizerPage<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of `items` (20 a page, like the lists); a page past the end shows the last one. */
export function optimizerPage<Item>(
  items: readonly Item[],
  page: number,
  size: number = DEFAULT_PAGE_SIZE,
): OptimizerPage<Item> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { rows: items.slice((current - 1) * size, current * size), page: current, totalPages, total: items.length };
}

type ProjectsById = ReadonlyMap<string, ProjectListItem>;

export function selectedRows(answer: Pick<OptimizerAnswer, 'data'>, page: number, projects: ProjectsById) {
  const slice = optimizerPage(answer.data, page);
  return {
    ...slice,
    rows: slice.rows.map((row): OptimizerResultRow => ({
      projectId: row.projectId,
      rank: row.rank,
      value: row.value,
      budget: row.budget,
      override: row.override === true,
      project: projects.get(row.projectId) ?? null,
    })),
  };
}

export function excludedRows(answer: Pick<OptimizerAnswer, 'excluded'>, page: number, projects: ProjectsById) {
  const slice = optimizerPage(answer.excluded, page);
  return {
    ...slice,
    rows: slice.rows.map((row): OptimizerExcludedRow => ({
      projectId: row.projectId,
      reason: row.reason,
      override: row.override === true,
      project: projects.get(row.projectId) ?? null,
    })),
  };
}

/** The ids whose project fields a view of the answer needs: the two pages shown and every override. */
export function projectIdsToShow(
  answer: Pick<OptimizerAnswer, 'data' | 'excluded' | 'overrides'>,
  selectedPage: number,
  excludedPage: number,
): string[] {
  const ids = [
    ...optimizerPage(answer.data, selectedPage).rows.map((row) => row.projectId),
    ...optimizerPage(answer.excluded, excludedPage).rows.map((row) => row.projectId),
    ...answer.overrides.map((override) => override.projectId),
  ];
  return [...new Set(ids)];
}

/** The totals line: how many were chosen, what they cost of the budget limit, and the sum of their values. */
export interface OptimizerTotals {
  selectedCount: number;
  excludedCount: number;
  candidates: number;
  totalBudget: number;
  budgetLimit: number | null;
  objective: number;
  /** Proven optimal, or the best found when the solver's time ran out (with its gap). */
  status: OptimizerAnswer['meta']['status'];
  gap: number | null;
}

/** Either model's answer with a selection (an infeasible v2 answer has none: its explanation stands instead). */
export function optimizerTotals(
  answer: Pick<OptimizerAnswer, 'data' | 'excluded'> & { meta: Omit<OptimizerAnswer['meta'], 'model'> },
  budgetLimit: number | null,
): OptimizerTotals {
  return {
    selectedCount: answer.data.length,
    excludedCount: answer.excluded.length,
    candidates: answer.meta.candidates,
    totalBudget: answer.meta.totalBudget,
    budgetLimit,
    objective: answer.meta.objective,
    status: answer.meta.status,
    gap: answer.meta.gap,
  };
}
