// Which columns the projects table shows, and the plain values its cells read (portfolio.md §2.2).
import { formatMoney, messages, type ProjectListItem, type ProjectSortField, type ProjectType } from '@siipro/domain';
import type { TableColumn } from '../../patterns/SortableTableHead';

export type ProjectColumnId =
  'name' | 'organization' | 'sector' | 'area' | 'score' | 'budget' | 'program' | 'status' | 'priority';

export interface ProjectColumn extends TableColumn<ProjectSortField> {
  id: ProjectColumnId;
}

const labels = messages.projects.columns;

const ALL_COLUMNS: readonly ProjectColumn[] = [
  { id: 'name', label: `${labels.code} / ${labels.name}`, sortField: 'name' },
  { id: 'organization', label: labels.organization, sortField: 'organization' },
  { id: 'sector', label: labels.sector, sortField: 'sector' },
  { id: 'area', label: labels.area, sortField: 'area' },
  { id: 'score', label: labels.score, sortField: 'score', align: 'end' },
  { id: 'budget', label: labels.budget, sortField: 'budgetAmount', align: 'end' },
  { id: 'program', label: labels.program, sortField: 'program' },
  { id: 'status', label: labels.status, sortField: 'status' },
  { id: 'priority', label: labels.priority, sortField: 'priority' },
];

/** Programs have no score of their own and no parent program, so those two columns are left out for them. */
const HIDDEN_FOR_PROGRAMS: ReadonlySet<ProjectColumnId> = new Set(['score', 'program']);

export function projectTableColumns(type: ProjectType): ProjectColumn[] {
  return ALL_COLUMNS.filter((column) => type === 'proyecto' || !HIDDEN_FOR_PROGRAMS.has(column.id));
}

/** Sort fields no column shows, which a shared link may still carry ("?orden=-createdAt"). */
const OTHER_SORT_LABELS: Record<'projectCode' | 'createdAt' | 'updatedAt', string> = {
  projectCode: labels.code,
  createdAt: messages.projects.exportColumns.createdAt,
  updatedAt: messages.projects.exportColumns.updatedAt,
};

export interface SortChoice {
  field: ProjectSortField;
  label: string;
}

/**
 * What a list of this type can be ordered by where there are no headers to choose (the cards of a narrow screen): the
 * sortable columns, in their order and with their headers, and the current order's field when no column shows it.
 */
export function sortChoices(type: ProjectType, current: ProjectSortField): SortChoice[] {
  const choices = projectTableColumns(type).flatMap((column) =>
    column.sortField ? [{ field: column.sortField, label: column.label }] : [],
  );
  if (choices.some((choice) => choice.field === current)) return choices;
  const label =
    ALL_COLUMNS.find((column) => column.sortField === current)?.label ??
    OTHER_SORT_LABELS[current as keyof typeof OTHER_SORT_LABELS] ??
    current;
  return [...choices, { field: current, label }];
}

export interface LinkTarget {
  name: string;
  slug: string | null;
}

/** The organisation to show and link: the first of `organizations`, else `organization` (its slug may be unknown). */
export function organizationOf(project: ProjectListItem): LinkTarget | null {
  const organization = project.organizations[0] ?? project.organization;
  return organization?.name ? { name: organization.name, slug: organization.slug || null } : null;
}

/** The parent program to show and link: `parentProject`, else `program` (its slug may be unknown). */
export function programOf(project: ProjectListItem): LinkTarget | null {
  const program = project.parentProject ?? project.program;
  return program?.name ? { name: program.name, slug: program.slug || null } : null;
}

/**
 * The budget as the list shows it, in whole pesos ("ARS 18.750.000.001"), and exactly ("ARS 18.750.000.000,50") for
 * its tooltip and screen readers; "-" without an amount.
 */
export function budgetText(project: ProjectListItem): { shown: string; exact: string } {
  return {
    shown: formatMoney(project.budgetAmount, project.budgetCurrencyCode, { wholeUnits: true }),
    exact: formatMoney(project.budgetAmount, project.budgetCurrencyCode),
  };
}

/** A text cell's content, "-" when empty. */
export function cellText(value: string | null | undefined): string {
  return value?.trim() || messages.common.empty;
}
