// fast-check generators of filter sets, shared by the codec property tests.

import fc from 'fast-check';
import { DATE_PRESETS, type ProjectFilters } from './projectFilters.ts';

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '');
const list = fc.uniqueArray(text, { maxLength: 4 });
const number = fc.oneof(
  fc.integer({ min: -1_000_000, max: 100_000_000_000 }),
  fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }).map((value) => value || 0),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
export const calendarDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const preset = fc.constantFrom(...DATE_PRESETS);

/** Normal-form filter sets (what normalizeFilters returns). */
export function filtersArbitrary(options: { presets?: boolean } = {}): fc.Arbitrary<ProjectFilters> {
  const presetArbitrary = options.presets === false ? fc.constant(null) : maybe(preset);
  return fc.record({
    searchTerm: fc.oneof(
      fc.constant(''),
      text.map((value) => value.trim()),
    ),
    status: list,
    priority: list,
    executingArea: list,
    createdBy: list,
    fundingSource: list,
    economicEvaluation: list,
    environmentalStudy: list,
    organization: list,
    sector: list,
    program: list,
    province: list,
    budgetAmountFrom: maybe(number),
    budgetAmountTo: maybe(number),
    scoreFrom: maybe(number),
    scoreTo: maybe(number),
    expectedExecutionMonthsFrom: maybe(number),
    expectedExecutionMonthsTo: maybe(number),
    createdAtGte: maybe(calendarDay),
    createdAtLte: maybe(calendarDay),
    updatedAtGte: maybe(calendarDay),
    updatedAtLte: maybe(calendarDay),
    createdAtPreset: presetArbitrary,
    updatedAtPreset: presetArbitrary,
    type: maybe(fc.constantFrom('proyecto' as const, 'programa' as const)),
  });
}
