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
  // The tenant has no data for this facet yet.
  { id: 'createdBy', title: titles.createdBy, type: 'multiple', options: [] },
  { id: 'budgetAmount', title: titles.budgetAmount, type: 'range' },
  { id: 'score', title: titles.score, type: 'range' },
  { id: 'expectedExecutionMonths', title: titles.expectedExecutionMonths, type: 'range' },
];
