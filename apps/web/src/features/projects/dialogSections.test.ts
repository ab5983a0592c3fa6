import { describe, expect, it } from 'vitest';
import { emptyFilters, EXPLICIT_DAYS_OPTION } from '@siipro/domain';
import { dialogSections } from './dialogSections.ts';

const facets = {
  status: ['Identificado', 'Priorizado', 'Ejecución'],
  priority: ['Alta', 'Media', 'Baja'],
  executing_area: ['Dirección de Vialidad'],
  funding_source: ['BID, préstamo 3456/OC-AR', 'Tesoro Nacional'],
  economic_evaluation: ['Sí', 'No'],
  environmental_study: [],
};

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
      ['organization', 'multiple', 'Organismo'],
      ['sector', 'multiple', 'Sector'],
      ['program', 'multiple', 'Programa'],
      ['province', 'multiple', 'Provincia'],
      ['budgetAmount', 'range', 'Presupuesto'],
      ['score', 'range', 'Puntuación SIIPRO'],
      ['expectedExecutionMonths', 'range', 'Meses de ejecución'],
      ['createdAtPreset', 'single', 'Fecha de creación'],
      ['updatedAtPreset', 'single', 'Fecha de actualización'],
    ]);
    expect(sections.find((s) => s.id === 'createdAtPreset')?.options?.[2]).toEqual({
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

  it("shows a link's explicit days as the chosen first option of their date section, else the six presets", () => {
    const withDays = dialogSections(facets, {
      ...emptyFilters(),
      createdAtGte: '2025-01-01',
      updatedAtGte: '2025-02-01',
      updatedAtLte: '2025-02-28',
    });
    expect(withDays.find((s) => s.id === 'createdAtPreset')?.options?.[0]).toEqual({
      id: EXPLICIT_DAYS_OPTION,
      label: 'Desde el 01/01/2025',
    });
    expect(withDays.find((s) => s.id === 'updatedAtPreset')?.options?.[0]?.label).toBe('Del 01/02/2025 al 28/02/2025');
    expect(sections.find((s) => s.id === 'createdAtPreset')?.options?.map((o) => o.id)).toEqual([
      'hoy',
      'ayer',
      'ultima_semana',
      'ultimos_15',
      'ultimos_30',
      'ultimos_45',
    ]);
  });

  it("lists statuses in the tenant's order, with its labels", () => {
    const statuses = [
      { value: 'Identificado', label: 'Identificado' },
      { value: 'Ejecución', label: 'En ejecución' },
    ];
    const alphabetical = { status: ['Archivado', 'Ejecución', 'Identificado'] };
    expect(dialogSections(alphabetical, emptyFilters(), statuses)[0]?.options).toEqual([
      { id: 'Identificado', label: 'Identificado' },
      { id: 'Ejecución', label: 'En ejecución' },
      { id: 'Archivado', label: 'Archivado' },
    ]);
  });
});
