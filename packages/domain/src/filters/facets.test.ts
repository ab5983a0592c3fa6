import { describe, expect, it } from 'vitest';
import { emptyFilters } from './projectFilters.ts';
import {
  applyDialogResult,
  dialogInitialSelection,
  dialogPlan,
  EXPLICIT_DAYS_OPTION,
  filterOptions,
  QUICK_FILTER_KEYS,
  type Facets,
} from './facets.ts';
import type { ProjectFilters } from './projectFilters.ts';

const facets = {
  status: ['Identificado', 'Priorizado', 'Ejecución'],
  priority: ['Alta', 'Media', 'Baja'],
  executing_area: ['Dirección de Vialidad'],
  funding_source: ['BID, préstamo 3456/OC-AR', 'Tesoro Nacional'],
  economic_evaluation: ['Sí', 'No'],
  environmental_study: [],
};

describe('filterOptions', () => {
  it('offers the facet values of the filter, labelled as they are, priorities from Alta down', () => {
    const alphabetical = { priority: ['Alta', 'Baja', 'Media'] };
    expect(filterOptions(alphabetical, 'priority', emptyFilters())).toEqual([
      { value: 'Alta', label: 'Alta' },
      { value: 'Media', label: 'Media' },
      { value: 'Baja', label: 'Baja' },
    ]);
    expect(filterOptions(facets, 'fundingSource', emptyFilters()).map((o) => o.value)).toEqual([
      'BID, préstamo 3456/OC-AR',
      'Tesoro Nacional',
    ]);
  });

  it('keeps a chosen value the facets do not list, so it can be seen and removed', () => {
    const filters = { ...emptyFilters(), status: ['Finalizado'] };
    expect(filterOptions({}, 'status', filters)).toEqual([{ value: 'Finalizado', label: 'Finalizado' }]);
    expect(filterOptions(facets, 'status', filters).map((o) => o.value)).toEqual([
      'Identificado',
      'Priorizado',
      'Ejecución',
      'Finalizado',
    ]);
  });
});

describe('dialogPlan', () => {
  it('has the list filters as choices, the three ranges and the date presets', () => {
    expect(dialogPlan(facets, emptyFilters()).map((s) => [s.kind, s.id])).toEqual([
      ['choices', 'status'],
      ['choices', 'priority'],
      ['choices', 'executingArea'],
      ['choices', 'fundingSource'],
      ['choices', 'economicEvaluation'],
      ['choices', 'environmentalStudy'],
      ['choices', 'organization'],
      ['choices', 'sector'],
      ['choices', 'program'],
      ['choices', 'province'],
      ['range', 'budgetAmount'],
      ['range', 'score'],
      ['range', 'expectedExecutionMonths'],
      ['datePreset', 'createdAtPreset'],
      ['datePreset', 'updatedAtPreset'],
    ]);
  });

  it('offers every quick filter as a section, even without facet values (phones fold the quick filters into it)', () => {
    const ids = dialogPlan({}, emptyFilters()).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([...QUICK_FILTER_KEYS]));
  });

  it('has the creators only when the facets list them', () => {
    const withCreators = dialogPlan({ ...facets, created_by: ['María Fernández'] }, emptyFilters());
    expect(withCreators.find((s) => s.id === 'createdBy')).toEqual({
      kind: 'choices',
      id: 'createdBy',
      options: [{ value: 'María Fernández', label: 'María Fernández' }],
    });
  });

  it("carries a link's explicit days on their date section", () => {
    const plan = dialogPlan(facets, { ...emptyFilters(), createdAtGte: '2025-01-01' });
    expect(plan.find((s) => s.id === 'createdAtPreset')).toMatchObject({ explicitDays: 'Desde el 01/01/2025' });
    expect(plan.find((s) => s.id === 'updatedAtPreset')).toMatchObject({ explicitDays: null });
  });
});

/** The ids of the dialog's sections for these facets and filters. */
const sectionIds = (facetValues: Facets, filters: ProjectFilters) => dialogPlan(facetValues, filters).map((s) => s.id);

describe('applyDialogResult', () => {
  const sections = sectionIds(facets, emptyFilters());

  it('turns the result map into filters, ranges from their From/To bounds', () => {
    const filters = applyDialogResult({ ...emptyFilters(), searchTerm: 'puente' }, sections, {
      status: ['Ejecución'],
      budgetAmountFrom: ['1000000'],
      budgetAmountTo: ['5000000'],
      createdAtPreset: ['ultimos_15'],
    });
    expect(filters).toMatchObject({
      searchTerm: 'puente',
      status: ['Ejecución'],
      budgetAmountFrom: 1000000,
      budgetAmountTo: 5000000,
      createdAtPreset: 'ultimos_15',
      priority: [],
    });
  });

  it('clears what the dialog shows when it comes back empty ("Limpiar"), and keeps the search', () => {
    const current = {
      ...emptyFilters(),
      searchTerm: 'puente',
      priority: ['Alta'],
      scoreFrom: 40,
      createdAtGte: '2025-01-01',
      createdAtLte: '2025-03-31',
    };
    const filters = applyDialogResult(current, sectionIds(facets, current), {});
    expect(filters).toMatchObject({
      searchTerm: 'puente',
      priority: [],
      scoreFrom: null,
      createdAtGte: null,
      createdAtLte: null,
    });
  });

  it("starts a link's explicit days as the chosen option of their date section", () => {
    const current = { ...emptyFilters(), priority: ['Alta'], scoreTo: 80, createdAtGte: '2025-01-01' };
    expect(dialogInitialSelection(current, sectionIds(facets, current))).toEqual({
      priority: ['Alta'],
      scoreTo: ['80'],
      createdAtPreset: [EXPLICIT_DAYS_OPTION],
    });
  });

  it('keeps explicit days while their option stays chosen; a preset or no choice replaces them', () => {
    const current = { ...emptyFilters(), createdAtGte: '2025-01-01', createdAtLte: '2025-03-31' };
    const own = sectionIds(facets, current);
    expect(applyDialogResult(current, own, { createdAtPreset: [EXPLICIT_DAYS_OPTION] })).toMatchObject({
      createdAtGte: '2025-01-01',
      createdAtLte: '2025-03-31',
      createdAtPreset: null,
    });
    expect(applyDialogResult(current, own, { createdAtPreset: ['ultimos_30'] })).toMatchObject({
      createdAtGte: null,
      createdAtLte: null,
      createdAtPreset: 'ultimos_30',
    });
    expect(applyDialogResult(current, own, { createdAtPreset: [] })).toMatchObject({
      createdAtGte: null,
      createdAtLte: null,
      createdAtPreset: null,
    });
  });
});

describe('status options', () => {
  const statuses = [
    { value: 'Identificado', label: 'Identificado' },
    { value: 'Priorizado', label: 'Priorizado' },
    { value: 'Ejecución', label: 'En ejecución' },
  ];

  it("follow the tenant's status list order and labels, unknown statuses last", () => {
    const alphabetical = { status: ['Archivado', 'Ejecución', 'Identificado', 'Priorizado'] };
    expect(filterOptions(alphabetical, 'status', emptyFilters(), statuses)).toEqual([
      { value: 'Identificado', label: 'Identificado' },
      { value: 'Priorizado', label: 'Priorizado' },
      { value: 'Ejecución', label: 'En ejecución' },
      { value: 'Archivado', label: 'Archivado' },
    ]);
  });
});
