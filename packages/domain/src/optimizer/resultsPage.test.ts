import { describe, expect, it } from 'vitest';
import { sampleCompleteProject } from '../fixtures/index.ts';
import { projectListItemSchema } from '../entities/projectAnswer.ts';
import { OPTIMIZER_MODEL } from './criteria.ts';
import { defaultCriteria } from './criterionState.ts';
import { NO_PINS, pinProject, pinReasonError, runOfRequest, unpinProject, withPins } from './pins.ts';
import { buildOptimizerRequest } from './request.ts';
import { excludedRows, optimizerPage, optimizerTotals, projectIdsToShow, selectedRows } from './results.ts';
import type { OptimizerAnswer } from './selection.ts';

const ids = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

const answer: OptimizerAnswer = {
  data: ids(25, 'sel').map((projectId, index) => ({
    projectId,
    rank: index + 1,
    value: 100 - index,
    budget: 1000,
    contributions: {},
    ...(index === 3 ? { override: true as const } : {}),
  })),
  excluded: ids(3, 'out').map((projectId, index) => ({
    projectId,
    reason: 'No entra en el presupuesto',
    ...(index === 0 ? { override: true as const } : {}),
  })),
  overrides: [{ projectId: 'sel-4', pin: 'include', reason: 'Compromiso', setBy: null }],
  meta: {
    model: OPTIMIZER_MODEL,
    status: 'time_limit',
    objective: 2200,
    gap: 0.0001,
    totalBudget: 25000,
    candidates: 28,
    solveMs: 9,
  },
};

describe('optimizer results page', () => {
  it('pages rows 20 at a time and clamps a page past the end', () => {
    expect(optimizerPage(ids(45, 'x'), 1)).toMatchObject({ page: 1, totalPages: 3, total: 45 });
    expect(optimizerPage(ids(45, 'x'), 9).rows).toEqual(['x-41', 'x-42', 'x-43', 'x-44', 'x-45']);
    expect(optimizerPage([], 3)).toEqual({ rows: [], page: 1, totalPages: 1, total: 0 });
  });

  it('puts each row beside its project once read, with its decision', () => {
    const project = projectListItemSchema.parse({ ...sampleCompleteProject, projectId: 'sel-21' });
    const page2 = selectedRows(answer, 2, new Map([['sel-21', project]]));
    expect(page2.rows.map((row) => row.projectId)).toEqual(['sel-21', 'sel-22', 'sel-23', 'sel-24', 'sel-25']);
    expect(page2.rows[0]).toMatchObject({ rank: 21, value: 80, budget: 1000, override: false, project });
    expect(page2.rows[1]?.project).toBeNull();
    expect(selectedRows(answer, 1, new Map()).rows[3]?.override).toBe(true);
    expect(excludedRows(answer, 1, new Map()).rows.map((row) => [row.projectId, row.override])).toEqual([
      ['out-1', true],
      ['out-2', false],
      ['out-3', false],
    ]);
  });

  it('asks for the projects of the pages shown and of every decision, once each', () => {
    const shown = projectIdsToShow(answer, 2, 1);
    expect(shown).toEqual(['sel-21', 'sel-22', 'sel-23', 'sel-24', 'sel-25', 'out-1', 'out-2', 'out-3', 'sel-4']);
    expect(projectIdsToShow(answer, 1, 1)).toHaveLength(23);
  });

  it('sums up the answer for the totals line', () => {
    expect(optimizerTotals(answer, 30000)).toEqual({
      selectedCount: 25,
      excludedCount: 3,
      candidates: 28,
      totalBudget: 25000,
      budgetLimit: 30000,
      objective: 2200,
      status: 'time_limit',
      gap: 0.0001,
    });
  });
});

describe('optimizer decisions (pins)', () => {
  it('pins in and out with a trimmed reason, one decision per project', () => {
    let pins = pinProject(NO_PINS, 'a', 'include', '  Compromiso firmado ');
    pins = pinProject(pins, 'b', 'exclude', 'Sin terreno');
    pins = pinProject(pins, 'a', 'exclude', 'Cambió de idea');
    expect(pins).toEqual({
      include: [],
      exclude: [
        { projectId: 'b', reason: 'Sin terreno' },
        { projectId: 'a', reason: 'Cambió de idea' },
      ],
    });
    expect(unpinProject(pins, 'b')).toEqual({ include: [], exclude: [{ projectId: 'a', reason: 'Cambió de idea' }] });
  });

  it('needs a reason of at most 500 characters', () => {
    expect(pinReasonError('   ')).toBe('Indica el motivo de la decisión.');
    expect(pinReasonError('x'.repeat(501))).toBe('El motivo no puede superar los 500 caracteres.');
    expect(pinReasonError(' ok ')).toBeNull();
  });

  it('adds the decisions to the request, leaving empty lists out', () => {
    const request = buildOptimizerRequest(defaultCriteria(), { budgetLimit: 5000 });
    expect(withPins(request, NO_PINS)).toEqual(request);
    const pinned = withPins(request, pinProject(NO_PINS, 'a', 'exclude', 'Sin terreno'));
    expect(pinned.exclude).toEqual([{ projectId: 'a', reason: 'Sin terreno' }]);
    expect('include' in pinned).toBe(false);
  });

  it('reads a saved request back as the run and the decisions, in its order', () => {
    const criteria = defaultCriteria();
    const reordered = [criteria[2]!, { ...criteria[0]!, min: 1000 }, criteria[3]!, criteria[1]!];
    const request = withPins(
      buildOptimizerRequest(reordered, { budgetLimit: 9000 }),
      pinProject(NO_PINS, 'a', 'include', 'Compromiso'),
    );
    expect(runOfRequest(request)).toEqual({
      run: { criteria: reordered, budgetLimit: 9000 },
      pins: { include: [{ projectId: 'a', reason: 'Compromiso' }], exclude: [] },
    });
    const onlyScore = runOfRequest({
      model: OPTIMIZER_MODEL,
      criteria: [{ key: 'score', weight: 2, direction: 'maximize' }],
    });
    expect(onlyScore.run.criteria.map((criterion) => [criterion.key, criterion.weight])).toEqual([
      ['score', 2],
      ['budget_amount', 0],
      ['duration_months', 0],
      ['beneficiary_count', 0],
    ]);
    expect(onlyScore.run.budgetLimit).toBeNull();
  });
});
