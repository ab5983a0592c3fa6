import { dialogSelectionFromFilters, emptyFilters, filtersFromDialogResult } from '@siipro/domain';
import { describe, expect, it } from 'vitest';
import {
  buildDialogResult,
  initiallyExpanded,
  isCollapsible,
  unreadableRangeKey,
  selectionFrom,
  toggleMultiple,
  toggleSingle,
  visibleOptions,
  type FilterSection,
} from './filtersDialogState';

const options = (...ids: string[]) => ids.map((id) => ({ id, label: id }));

const sections: FilterSection[] = [
  { id: 'status', title: 'Estado', type: 'multiple', options: options('Identificado', 'Priorizado', 'Ejecución') },
  { id: 'priority', title: 'Prioridad', type: 'single', options: options('Alta', 'Media', 'Baja') },
  { id: 'budgetAmount', title: 'Presupuesto', type: 'range' },
  { id: 'score', title: 'Puntuación SIIPRO', type: 'range' },
];

describe('choices', () => {
  it('clears a single choice when the chosen option is chosen again', () => {
    expect(toggleSingle(undefined, 'Alta')).toEqual(['Alta']);
    expect(toggleSingle(['Alta'], 'Media')).toEqual(['Media']);
    expect(toggleSingle(['Media'], 'Media')).toEqual([]);
  });

  it('adds and removes multiple choices', () => {
    expect(toggleMultiple(undefined, 'Ejecución')).toEqual(['Ejecución']);
    expect(toggleMultiple(['Ejecución'], 'Priorizado')).toEqual(['Ejecución', 'Priorizado']);
    expect(toggleMultiple(['Ejecución', 'Priorizado'], 'Ejecución')).toEqual(['Priorizado']);
  });
});

describe('range bounds typed the Argentine way (issue 43)', () => {
  const sections: FilterSection[] = [{ id: 'budgetAmount', title: 'Presupuesto', type: 'range' }];
  it('reads thousands dots, decimal commas and words, and names a bound it cannot read', () => {
    const selection = { budgetAmountFrom: ['50 mil millones'], budgetAmountTo: ['ARS 1.500.000.000.000,50'] };
    expect(unreadableRangeKey(sections, selection)).toBeNull();
    expect(buildDialogResult(sections, selection)).toEqual({
      budgetAmountFrom: ['50000000000'],
      budgetAmountTo: ['1500000000000.5'],
    });
    expect(unreadableRangeKey(sections, { budgetAmountFrom: ['1.000'], budgetAmountTo: ['ARS 2e5'] })).toBe(
      'budgetAmountTo',
    );
  });
});

describe('collapsing', () => {
  const single: FilterSection = { id: 'x', title: 'X', type: 'single', options: options('a', 'b', 'c', 'd') };
  const multiple: FilterSection = { id: 'y', title: 'Y', type: 'multiple', options: options('a', 'b', 'c', 'd', 'e') };

  it('shows 3 single and 4 multiple options until expanded', () => {
    expect(visibleOptions(single, false).map((option) => option.id)).toEqual(['a', 'b', 'c']);
    expect(visibleOptions(single, true)).toHaveLength(4);
    expect(visibleOptions(multiple, false)).toHaveLength(4);
    expect(isCollapsible(single)).toBe(true);
    expect(isCollapsible({ ...multiple, options: options('a', 'b', 'c', 'd') })).toBe(false);
  });

  it('starts expanded where a chosen option would be hidden', () => {
    expect([...initiallyExpanded([single, multiple], { x: ['d'], y: ['a'] })]).toEqual(['x']);
  });
});

describe('buildDialogResult', () => {
  it('has a key per choice section and one-item lists for filled range bounds', () => {
    const result = buildDialogResult(sections, {
      status: ['Ejecución', 'Priorizado'],
      budgetAmountFrom: ['1000000'],
      budgetAmountTo: [''],
      scoreTo: ['80'],
    });
    expect(result).toEqual({
      status: ['Ejecución', 'Priorizado'],
      priority: [],
      budgetAmountFrom: ['1000000'],
      scoreTo: ['80'],
    });
  });

  it('drops bounds that are not numbers', () => {
    const result = buildDialogResult(sections, { scoreFrom: ['-'], scoreTo: ['.'], budgetAmountFrom: ['1,2,3'] });
    expect(result).not.toHaveProperty('scoreFrom');
    expect(result).not.toHaveProperty('scoreTo');
    expect(result).not.toHaveProperty('budgetAmountFrom');
  });

  it('reads bounds typed the es-AR way as plain numbers', () => {
    const result = buildDialogResult(sections, { budgetAmountFrom: ['1.500.000'], budgetAmountTo: ['2.000.000,50'] });
    expect(result).toMatchObject({ budgetAmountFrom: ['1500000'], budgetAmountTo: ['2000000.50'] });
  });

  it('round-trips with the domain filters', () => {
    const selection = selectionFrom({ priority: ['Alta'], scoreFrom: ['60'], status: [] }, sections);
    expect(selection).toEqual({ priority: ['Alta'], scoreFrom: ['60'] });
    const filters = filtersFromDialogResult(emptyFilters(), buildDialogResult(sections, selection));
    expect(filters.priority).toEqual(['Alta']);
    expect(filters.scoreFrom).toBe(60);
    expect(dialogSelectionFromFilters(filters)).toEqual(selection);
  });

  it('shows range bounds as typed in es-AR, so that applying again keeps them (1.125 stays 1.125, not 1125)', () => {
    const applied = { budgetAmountFrom: ['1500000.5'], scoreFrom: ['1.125'], scoreTo: ['80'] };
    const selection = selectionFrom(applied, sections);
    expect(selection).toEqual({ budgetAmountFrom: ['1.500.000,5'], scoreFrom: ['1,125'], scoreTo: ['80'] });
    // Reopened and applied without a change, the dialog hands back the very bounds it was opened with.
    expect(buildDialogResult(sections, selection)).toMatchObject(applied);
  });
});
