// Story data (not exported by the package): the sections the web app builds from the demo tenant's facets.
import {
  DEFAULT_PROJECT_STATUSES,
  demoProjectsByTenant,
  ECONOMIC_EVALUATIONS,
  ENVIRONMENTAL_STUDIES,
  FUNDING_SOURCES,
  messages,
} from '@siipro/domain';
import type { FilterSection } from './filtersDialogState';

const titles = messages.filters.sections;
const asOptions = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

const executingAreas = [...new Set(demoProjectsByTenant['cenit-demo'].map((project) => project.executingArea))]
  .filter((area): area is string => Boolean(area))
  .sort((a, b) => a.localeCompare(b, 'es'));

/** The distinct non-empty values of a field of the demo's projects, as the facets answer them. */
const distinct = (read: (project: (typeof demoProjectsByTenant)['cenit-demo'][number]) => string | null | undefined) =>
  [...new Set(demoProjectsByTenant['cenit-demo'].map(read))]
    .filter((value): value is string => Boolean(value))
    .sort((a, b) => a.localeCompare(b, 'es'));

export const sampleFilterSections: FilterSection[] = [
  {
    id: 'status',
    title: titles.status,
    type: 'multiple',
    options: DEFAULT_PROJECT_STATUSES.map(({ value, label }) => ({ id: value, label })),
  },
  { id: 'priority', title: titles.priority, type: 'single', options: asOptions(['Alta', 'Media', 'Baja']) },
  { id: 'executingArea', title: titles.executingArea, type: 'multiple', options: asOptions(executingAreas) },
  { id: 'fundingSource', title: titles.fundingSource, type: 'multiple', options: asOptions(FUNDING_SOURCES) },
  {
    id: 'economicEvaluation',
    title: titles.economicEvaluation,
    type: 'single',
    options: asOptions(ECONOMIC_EVALUATIONS),
  },
  {
    id: 'environmentalStudy',
    title: titles.environmentalStudy,
    type: 'single',
    options: asOptions(ENVIRONMENTAL_STUDIES),
  },
  // Issue 43: Organismo, Sector, Programa and Provincia.
  {
    id: 'organization',
    title: titles.organization,
    type: 'multiple',
    options: asOptions(distinct((project) => project.organizations[0]?.name)),
  },
  { id: 'sector', title: titles.sector, type: 'multiple', options: asOptions(distinct((project) => project.sector)) },
  {
    id: 'program',
    title: titles.program,
    type: 'multiple',
    options: asOptions(distinct((project) => project.parentProject?.name)),
  },
  {
    id: 'province',
    title: titles.province,
    type: 'multiple',
    options: asOptions(distinct((project) => project.province)),
  },
  // The tenant has no data for this facet yet.
  { id: 'createdBy', title: titles.createdBy, type: 'multiple', options: [] },
  { id: 'budgetAmount', title: titles.budgetAmount, type: 'range' },
  { id: 'score', title: titles.score, type: 'range' },
  { id: 'expectedExecutionMonths', title: titles.expectedExecutionMonths, type: 'range' },
];
