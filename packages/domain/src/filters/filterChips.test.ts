import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams } from './browserCodec.ts';
import { filtersToApiQuery } from './apiQuery.ts';
import { filterChips, withoutFilterChip, withoutFilterChips } from './filterChips.ts';
import { normalizeFilters } from './projectFilters.ts';

const statuses = [{ value: 'Ejecución', label: 'En ejecución', color: '#000' }];

describe('Organismo, Sector, Programa and Provincia (issue 43)', () => {
  const filters = normalizeFilters({
    organization: ['Ministerio de Infraestructura, Obras y Servicios Públicos de la Provincia de Neuquén'],
    sector: ['Agua y Saneamiento'],
    program: ['Programa Federal de Agua Potable'],
    province: ['Neuquén', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
  });

  it('travels in the browser URL under Spanish keys and back unchanged', () => {
    const params = filtersToSearchParams(filters);
    expect(params.get('filter[provincia][in]')).toBe('Neuquén,Tierra del Fuego\\, Antártida e Islas del Atlántico Sur');
    expect(params.get('filter[organismo][in]')).toContain('Ministerio de Infraestructura');
    expect(params.get('filter[programa][in]')).toBe('Programa Federal de Agua Potable');
    expect(params.get('filter[sector][in]')).toBe('Agua y Saneamiento');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('asks the API by organisation name, sector, program name and province', () => {
    const query = filtersToApiQuery(filters);
    expect(query.get('filter[organization_name][in]')).toContain('Ministerio de Infraestructura');
    expect(query.get('filter[sector][in]')).toBe('Agua y Saneamiento');
    expect(query.get('filter[program_name][in]')).toBe('Programa Federal de Agua Potable');
    expect(query.get('filter[province][in]')).toContain('Neuquén');
  });
});

describe('filterChips', () => {
  it('gives one chip per chosen value, one per range and one per date, with the remove button’s name', () => {
    const filters = normalizeFilters({
      status: ['Ejecución'],
      province: ['Neuquén', 'Salta'],
      budgetAmountFrom: 1500000.5,
      scoreTo: 80,
      createdAtPreset: 'ultimos_30',
      updatedAtGte: '2026-10-01',
      updatedAtLte: '2026-10-15',
      searchTerm: 'escuela',
    });
    const chips = filterChips(filters, statuses);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Estado: En ejecución',
      'Provincia: Neuquén',
      'Provincia: Salta',
      'Presupuesto: desde ARS 1.500.000,50',
      'Puntuación SIIPRO: hasta 80',
      'Fecha de creación: Últimos 30 días',
      'Fecha de actualización: Del 01/10/2026 al 15/10/2026',
    ]);
    expect(chips[1]!.removeLabel).toBe('Quitar filtro Provincia: Neuquén');
    expect(new Set(chips.map((chip) => chip.id)).size).toBe(chips.length);
  });

  it('leaves out the filters the screen shows in controls of its own', () => {
    const filters = normalizeFilters({ status: ['Ejecución'], priority: ['Alta'], sector: ['Energía'] });
    expect(filterChips(filters, statuses, { omit: ['status', 'priority'] }).map((chip) => chip.label)).toEqual([
      'Sector: Energía',
    ]);
  });

  it('shows the search as a chip only where asked (the map has no search box)', () => {
    const filters = normalizeFilters({ searchTerm: 'escuela', type: 'programa' });
    expect(filterChips(filters)).toEqual([]);
    const [search] = filterChips(filters, [], { search: true });
    expect(search!.label).toBe('Búsqueda: escuela');
    expect(withoutFilterChip(filters, search!.target)).toEqual({ ...filters, searchTerm: '' });
  });

  it('removes exactly the chip’s value or filter, and nothing else', () => {
    const filters = normalizeFilters({
      province: ['Neuquén', 'Salta'],
      budgetAmountFrom: 10,
      budgetAmountTo: 20,
      createdAtPreset: 'hoy',
      createdAtGte: '2026-01-01',
    });
    const chips = filterChips(filters);
    const byLabel = (label: string) => chips.find((chip) => chip.label.startsWith(label))!.target;
    expect(withoutFilterChip(filters, byLabel('Provincia: Neuquén'))).toEqual({ ...filters, province: ['Salta'] });
    expect(withoutFilterChip(filters, byLabel('Presupuesto'))).toEqual({
      ...filters,
      budgetAmountFrom: null,
      budgetAmountTo: null,
    });
    expect(withoutFilterChip(filters, byLabel('Fecha de creación'))).toEqual({
      ...filters,
      createdAtPreset: null,
      createdAtGte: null,
    });
    const all = withoutFilterChips(filters, chips);
    expect(filterChips(all)).toEqual([]);
  });
});
