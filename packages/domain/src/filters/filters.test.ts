import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filtersArbitrary } from './arbitraries.test-helpers.ts';
import { filtersFromSearchParams, filtersToSearchParams } from './browserCodec.ts';
import { datePresetRange, dayRangeLabel, defaultDateRange } from './datePresets.ts';
import { filtersFromDialogResult, dialogSelectionFromFilters } from './dialogResult.ts';
import { joinListValues, splitListValues } from './listValues.ts';
import { EMPTY_FILTERS, activeFilterCount, emptyFilters, normalizeFilters } from './projectFilters.ts';

describe('filter normal form', () => {
  it('trims the search, drops blank and repeated values, and rejects non-numbers and non-days', () => {
    expect(
      normalizeFilters({
        searchTerm: '  ruta 5 ',
        status: ['Identificado', '', '  ', 'Identificado', 'Priorizado'],
        budgetAmountFrom: '1000',
        budgetAmountTo: 'mucho',
        scoreFrom: -0,
        createdAtGte: '2026-02-30',
        createdAtLte: '2026-02-28',
        createdAtPreset: 'anteayer',
        type: 'programa',
      }),
    ).toEqual({
      ...EMPTY_FILTERS,
      searchTerm: 'ruta 5',
      status: ['Identificado', 'Priorizado'],
      budgetAmountFrom: 1000,
      scoreFrom: 0,
      createdAtLte: '2026-02-28',
      type: 'programa',
    });
    expect(Object.is(normalizeFilters({ scoreFrom: -0 }).scoreFrom, 0)).toBe(true);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(emptyFilters())).toBe(0);
    expect(
      activeFilterCount({
        ...emptyFilters(),
        searchTerm: 'agua',
        status: ['Identificado'],
        scoreTo: 80,
        createdAtPreset: 'hoy',
        updatedAtGte: '2026-01-01',
      }),
    ).toBe(5);
  });
});

describe('value lists', () => {
  it('joins with commas, escaping commas and backslashes inside values', () => {
    expect(joinListValues(['Alta', 'Media'])).toBe('Alta,Media');
    expect(joinListValues(['BID, préstamo 3456/OC-AR', 'a\\b'])).toBe('BID\\, préstamo 3456/OC-AR,a\\\\b');
    expect(splitListValues('BID\\, préstamo 3456/OC-AR,a\\\\b')).toEqual(['BID, préstamo 3456/OC-AR', 'a\\b']);
    expect(splitListValues('Alta,,Media,')).toEqual(['Alta', 'Media']);
  });

  it('round-trips any list of non-empty values', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), (values) => {
        expect(splitListValues(joinListValues(values))).toEqual(values);
      }),
    );
  });
});

describe('browser URL codec (portfolio §7)', () => {
  it('writes the Spanish keys of the spec', () => {
    const params = filtersToSearchParams({
      ...emptyFilters(),
      searchTerm: 'acueducto',
      status: ['Identificado', 'Presupuesto Asignado'],
      priority: ['Alta'],
      executingArea: ['Dirección de Vialidad'],
      createdBy: ['Ana Pérez'],
      economicEvaluation: ['Costo-beneficio'],
      fundingSource: ['BID'],
      environmentalStudy: ['Aprobado'],
      budgetAmountFrom: 1000000,
      budgetAmountTo: 2500000.5,
      scoreFrom: 60,
      expectedExecutionMonthsTo: 24,
      createdAtGte: '2026-01-01',
      createdAtLte: '2026-03-31',
      updatedAtGte: '2026-10-05',
      updatedAtLte: '2026-10-05',
    });
    expect([...params]).toEqual([
      ['buscar', 'acueducto'],
      ['filter[estado][in]', 'Identificado,Presupuesto Asignado'],
      ['filter[prioridad][in]', 'Alta'],
      ['filter[area_ejecutora][in]', 'Dirección de Vialidad'],
      ['filter[creador][in]', 'Ana Pérez'],
      ['filter[financiamiento][in]', 'BID'],
      ['filter[eval_economica][in]', 'Costo-beneficio'],
      ['filter[estudio_amb][in]', 'Aprobado'],
      ['filter[presupuesto][gte]', '1000000'],
      ['filter[presupuesto][lte]', '2500000.5'],
      ['filter[score][gte]', '60'],
      ['filter[ejecucion_esperada][lte]', '24'],
      ['filter[creado][gte]', '2026-01-01'],
      ['filter[creado][lte]', '2026-03-31'],
      ['filter[actualizado]', '2026-10-05'],
    ]);
  });

  it('collapses equal from/to dates into one key and reads it back as both bounds', () => {
    const params = filtersToSearchParams({ ...emptyFilters(), createdAtGte: '2026-05-04', createdAtLte: '2026-05-04' });
    expect(params.toString()).toBe('filter%5Bcreado%5D=2026-05-04');
    expect(filtersFromSearchParams(params)).toMatchObject({ createdAtGte: '2026-05-04', createdAtLte: '2026-05-04' });
  });

  it('reads a URL typed by hand, ignoring malformed values and unknown keys', () => {
    const filters = filtersFromSearchParams(
      'buscar=%20puente%20&filter[prioridad][in]=Alta,Baja&filter[score][gte]=abc&filter[score][lte]=90' +
        '&filter[creado][gte]=2026-13-01&filter[actualizado][preset]=ultimos_30&filter[otro][in]=x&pagina=3',
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      searchTerm: 'puente',
      priority: ['Alta', 'Baja'],
      scoreTo: 90,
      updatedAtPreset: 'ultimos_30',
    });
  });

  it('keeps keys that are not filters and replaces the old filter keys', () => {
    const params = filtersToSearchParams(
      { ...emptyFilters(), priority: ['Media'] },
      'pagina=2&orden=-score&filter[estado][in]=Finalizado&buscar=viejo',
    );
    expect(params.toString()).toBe('pagina=2&orden=-score&filter%5Bprioridad%5D%5Bin%5D=Media');
  });

  it('round-trips every filter set losslessly', () => {
    fc.assert(
      fc.property(filtersArbitrary(), (filters) => {
        expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
        // Through the text form too, as the address bar does.
        expect(filtersFromSearchParams(filtersToSearchParams(filters).toString())).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('writes nothing for empty filters', () => {
    expect(filtersToSearchParams(emptyFilters()).toString()).toBe('');
  });
});

describe('date presets (portfolio §9)', () => {
  const today = '2026-11-01';
  it.each([
    ['hoy', '2026-11-01', '2026-11-01'],
    ['ayer', '2026-10-31', '2026-10-31'],
    ['ultima_semana', '2026-10-25', '2026-11-01'],
    ['ultimos_15', '2026-10-17', '2026-11-01'],
    ['ultimos_30', '2026-10-02', '2026-11-01'],
    ['ultimos_45', '2026-09-17', '2026-11-01'],
  ] as const)('%s covers %s to %s', (preset, from, to) => {
    expect(datePresetRange(preset, today)).toEqual({ from, to });
  });

  it('names explicit days in words, es-AR style', () => {
    expect(dayRangeLabel('2026-10-01', '2026-10-15')).toBe('Del 01/10/2026 al 15/10/2026');
    expect(dayRangeLabel('2026-10-01', null)).toBe('Desde el 01/10/2026');
    expect(dayRangeLabel(null, '2026-10-15')).toBe('Hasta el 15/10/2026');
    expect(dayRangeLabel('2026-10-01', '2026-10-01')).toBe('El 01/10/2026');
    expect(dayRangeLabel(null, null)).toBeNull();
  });

  it('crosses month and year ends and reads instants as Buenos Aires days', () => {
    expect(datePresetRange('ayer', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(datePresetRange('ultimos_30', '2024-03-15').from).toBe('2024-02-14');
    // 01:30 UTC on 1 November is still 31 October in Buenos Aires.
    expect(datePresetRange('hoy', new Date('2026-11-01T01:30:00.000Z'))).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
    });
  });

  it('defaults to the epoch up to today', () => {
    expect(defaultDateRange(today)).toEqual({ from: '1970-01-01', to: today });
  });
});

describe('filters dialog result', () => {
  it('maps section ids, From/To range bounds and presets into filters', () => {
    const current = { ...emptyFilters(), searchTerm: 'ruta', status: ['Finalizado'] };
    const filters = filtersFromDialogResult(current, {
      status: ['Identificado', 'Priorizado'],
      fundingSource: ['BID'],
      budgetAmountFrom: ['500000'],
      scoreTo: ['80'],
      createdAtFrom: ['2026-01-01'],
      updatedAtPreset: ['ultimos_15'],
    });
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      searchTerm: 'ruta',
      status: ['Identificado', 'Priorizado'],
      fundingSource: ['BID'],
      budgetAmountFrom: 500000,
      scoreTo: 80,
      createdAtGte: '2026-01-01',
      updatedAtPreset: 'ultimos_15',
    });
  });

  it('is inverted by the initial selection', () => {
    fc.assert(
      fc.property(filtersArbitrary(), (filters) => {
        expect(filtersFromDialogResult(filters, dialogSelectionFromFilters(filters))).toEqual(filters);
      }),
    );
  });
});
