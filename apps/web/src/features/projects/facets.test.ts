import { describe, expect, it } from 'vitest';
import { emptyFilters } from '@siipro/domain';
import {
  applyDialogResult,
  dialogInitialSelection,
  dialogSections,
  EXPLICIT_DAYS_OPTION,
  quickFilterOptions,
} from './facets.ts';

const facets = {
  status: ['Identificado', 'Priorizado', 'Ejecución'],
  priority: ['Alta', 'Media', 'Baja'],
  executing_area: ['Dirección de Vialidad'],
  funding_source: ['BID, préstamo 3456/OC-AR', 'Tesoro Nacional'],
  economic_evaluation: ['Sí', 'No'],
  environmental_study: [],
};

describe('quickFilterOptions', () => {
  it('offers the facet values of the filter, labelled as they are, priorities from Alta down', () => {
    const alphabetical = { priority: ['Alta', 'Baja', 'Media'] };
    expect(quickFilterOptions(alphabetical, 'priority', emptyFilters())).toEqual([
      { value: 'Alta', label: 'Alta' },
      { value: 'Media', label: 'Media' },
      { value: 'Baja', label: 'Baja' },
    ]);
    expect(quickFilterOptions(facets, 'fundingSource', emptyFilters()).map((o) => o.value)).toEqual([
      'BID, préstamo 3456/OC-AR',
      'Tesoro Nacional',
    ]);
  });

  it('keeps a chosen value the facets do not list, so it can be seen and removed', () => {
    const filters = { ...emptyFilters(), status: ['Finalizado'] };
    expect(quickFilterOptions({}, 'status', filters)).toEqual([{ value: 'Finalizado', label: 'Finalizado' }]);
    expect(quickFilterOptions(facets, 'status', filters).map((o) => o.value)).toEqual([
      'Identificado',
      'Priorizado',
      'Ejecución',
      'Finalizado',
    ]);
  });
});

describe('dialogSections', () => {
  const sections = dialogSections(facets, emptyFilters());

  it('has the list filters as multiple choices, the three ranges and the date presets', () => {
    expect(sections.map((s) => [s.id, s.type, s.title])).toEqual([
      ['status', 'multiple', 'Estado'],
      ['priority', 'multiple', 'Prioridad'],
      ['executingArea', 'multiple', 'Área ejecutora'],
      ['fundingSource', 'multiple', 'Fuente de Financiamiento'],
      ['economicEvaluation', 'multiple', 'Evaluación económica'],
      ['environmentalStudy', 'multiple', 'Estudio ambiental'],
      ['budgetAmount', 'range', 'Presupuesto'],
      ['score', 'range', 'Puntuación SIIPRO'],
      ['expectedExecutionMonths', 'range', 'Meses de ejecución'],
      ['createdAtPreset', 'single', 'Fecha de creación'],
      ['updatedAtPreset', 'single', 'Fecha de actualización'],
    ]);
    expect(sections.find((s) => s.id === 'createdAtPreset')?.options[2]).toEqual({
      id: 'ultima_semana',
      label: 'Última semana',
    });
  });

  it('shows the creators only when the facets list them', () => {
    const withCreators = dialogSections({ ...facets, created_by: ['María Fernández'] }, emptyFilters());
    expect(withCreators.find((s) => s.id === 'createdBy')?.options).toEqual([
      { id: 'María Fernández', label: 'María Fernández' },
    ]);
  });
});

describe('applyDialogResult', () => {
  const sections = dialogSections(facets, emptyFilters());

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
    const filters = applyDialogResult(current, dialogSections(facets, current), {});
    expect(filters).toMatchObject({
      searchTerm: 'puente',
      priority: [],
      scoreFrom: null,
      createdAtGte: null,
      createdAtLte: null,
    });
  });

  it("shows a link's explicit days as the chosen first option of their date section", () => {
    const current = { ...emptyFilters(), priority: ['Alta'], scoreTo: 80, createdAtGte: '2025-01-01' };
    const withDays = dialogSections(facets, { ...current, updatedAtGte: '2025-02-01', updatedAtLte: '2025-02-28' });
    expect(withDays.find((s) => s.id === 'createdAtPreset')?.options[0]).toEqual({
      id: EXPLICIT_DAYS_OPTION,
      label: 'Desde el 01/01/2025',
    });
    expect(withDays.find((s) => s.id === 'updatedAtPreset')?.options[0]?.label).toBe('Del 01/02/2025 al 28/02/2025');
    expect(dialogInitialSelection(current, dialogSections(facets, current))).toEqual({
      priority: ['Alta'],
      scoreTo: ['80'],
      createdAtPreset: [EXPLICIT_DAYS_OPTION],
    });
    // Without explicit days the section offers the six presets alone.
    expect(sections.find((s) => s.id === 'createdAtPreset')?.options.map((o) => o.id)).toEqual([
      'hoy',
      'ayer',
      'ultima_semana',
      'ultimos_15',
      'ultimos_30',
      'ultimos_45',
    ]);
  });

  it('keeps explicit days while their option stays chosen; a preset or no choice replaces them', () => {
    const current = { ...emptyFilters(), createdAtGte: '2025-01-01', createdAtLte: '2025-03-31' };
    const own = dialogSections(facets, current);
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
    expect(quickFilterOptions(alphabetical, 'status', emptyFilters(), statuses)).toEqual([
      { value: 'Identificado', label: 'Identificado' },
      { value: 'Priorizado', label: 'Priorizado' },
      { value: 'Ejecución', label: 'En ejecución' },
      { value: 'Archivado', label: 'Archivado' },
    ]);
    expect(dialogSections(alphabetical, emptyFilters(), statuses)[0]?.options.map((o) => o.id)).toEqual([
      'Identificado',
      'Priorizado',
      'Ejecución',
      'Archivado',
    ]);
  });
});
