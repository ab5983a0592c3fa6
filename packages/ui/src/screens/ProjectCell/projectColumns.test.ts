import { sampleCompleteProject, type ProjectListItem } from '@siipro/domain';
import { describe, expect, it } from 'vitest';
import { budgetText, cellText, organizationOf, programOf, projectTableColumns, sortChoices } from './projectColumns';

const bare: ProjectListItem = {
  ...sampleCompleteProject,
  organizations: [],
  organization: { name: 'Secretaría de Ambiente', slug: null },
  parentProject: null,
  program: null,
  budgetAmount: null,
  sector: '  ',
};

describe('projectTableColumns', () => {
  it('shows the nine columns of portfolio.md §2.2 for projects', () => {
    expect(projectTableColumns('proyecto').map((column) => column.id)).toEqual([
      'name',
      'organization',
      'sector',
      'area',
      'score',
      'budget',
      'program',
      'status',
      'priority',
    ]);
  });

  it('hides the score and parent program columns for programs', () => {
    const ids = projectTableColumns('programa').map((column) => column.id);
    expect(ids).not.toContain('score');
    expect(ids).not.toContain('program');
    expect(ids).toHaveLength(7);
  });

  it('sorts each column by a field the list call accepts', () => {
    expect(projectTableColumns('proyecto').map((column) => column.sortField)).toEqual([
      'name',
      'organization',
      'sector',
      'area',
      'score',
      'budgetAmount',
      'program',
      'status',
      'priority',
    ]);
  });
});

describe('sortChoices (the cards\' "Ordenar por")', () => {
  it('offers the sortable columns with their headers, in their order', () => {
    const choices = sortChoices('programa', 'name');
    expect(choices.map((choice) => choice.field)).toEqual(
      projectTableColumns('programa').map((column) => column.sortField),
    );
    expect(choices[0]).toEqual({ field: 'name', label: 'Código / Nombre' });
  });

  it('adds the current field when no column of the list shows it', () => {
    expect(sortChoices('programa', 'score').at(-1)).toEqual({ field: 'score', label: 'Puntuación' });
    expect(sortChoices('proyecto', 'createdAt').at(-1)).toEqual({ field: 'createdAt', label: 'Fecha de Creación' });
    expect(sortChoices('proyecto', 'budgetAmount')).toHaveLength(9);
  });
});

describe('cell values', () => {
  it('links the first organisation and the parent program by slug', () => {
    expect(organizationOf(sampleCompleteProject)).toEqual({
      name: 'Ministerio de Infraestructura',
      slug: 'ministerio-de-infraestructura',
    });
    expect(programOf(sampleCompleteProject)).toEqual({
      name: 'Programa Provincial de Agua Segura',
      slug: 'programa-provincial-de-agua-segura',
    });
  });

  it('falls back to bare names without a link, or to nothing', () => {
    expect(organizationOf(bare)).toEqual({ name: 'Secretaría de Ambiente', slug: null });
    expect(programOf(bare)).toBeNull();
    expect(organizationOf({ ...bare, organization: null })).toBeNull();
  });

  it('shows the budget in whole units of its currency, with the exact es-AR amount beside it', () => {
    expect(budgetText(sampleCompleteProject)).toEqual({ shown: 'ARS 18.750.000.001', exact: 'ARS 18.750.000.000,50' });
    expect(budgetText({ ...sampleCompleteProject, budgetAmount: 1500, budgetCurrencyCode: 'USD' })).toEqual({
      shown: 'USD 1.500',
      exact: 'USD 1.500',
    });
    expect(budgetText(bare)).toEqual({ shown: '-', exact: '-' });
  });

  it('shows "-" for empty text cells', () => {
    expect(cellText(bare.sector)).toBe('-');
    expect(cellText(null)).toBe('-');
    expect(cellText('Energía')).toBe('Energía');
  });
});
