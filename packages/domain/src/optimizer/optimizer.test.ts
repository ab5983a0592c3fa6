import { describe, expect, it } from 'vitest';
import { OPTIMIZER_CRITERIA, OPTIMIZER_MODEL } from './criteria.ts';
import { defaultCriteria, validateOptimizerCriteria } from './criterionState.ts';
import { buildOptimizerRequest } from './request.ts';
import {
  OPTIMIZER_URL_PARAMS,
  hasOptimizerParams,
  optimizerParamsFromSearchParams,
  optimizerParamsToSearchParams,
  optimizerRunFromSearchParams,
  optimizerRunToSearchParams,
} from './urlParams.ts';
import { normalizeWeight, readTypedWeight } from './weights.ts';

describe('optimizer criteria (portfolio §5, §9)', () => {
  it('orders budget, duration, score, beneficiaries with weights 4, 2, 3, 1 and their directions', () => {
    expect(OPTIMIZER_MODEL).toBe('linear-int-opt-v1');
    expect(defaultCriteria()).toEqual([
      { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', min: null, max: null },
      { key: 'duration_months', weight: 2, direction: 'minimize', min: null, max: null },
      { key: 'score', weight: 3, direction: 'maximize', min: null, max: null },
      { key: 'beneficiary_count', weight: 1, direction: 'maximize', min: null, max: null },
    ]);
  });

  it('has the input minimums and steps of the spec', () => {
    expect(OPTIMIZER_CRITERIA.map((c) => [c.key, c.min, c.step, c.integer])).toEqual([
      ['budget_amount', 0.01, 1000, false],
      ['duration_months', 1, 1, true],
      ['score', 0, 0.1, false],
      ['beneficiary_count', 0, 1, true],
    ]);
  });

  it('counts a missing or non-numeric weight as 1', () => {
    expect(normalizeWeight(undefined)).toBe(1);
    expect(normalizeWeight(null)).toBe(1);
    expect(normalizeWeight('abc')).toBe(1);
    expect(normalizeWeight('')).toBe(1);
    expect(normalizeWeight(Number.NaN)).toBe(1);
    expect(normalizeWeight(-2)).toBe(1);
    expect(normalizeWeight('2.5')).toBe(2.5);
    expect(normalizeWeight(0)).toBe(0);
  });

  it('reads a typed weight with the es-AR reader; what it cannot read counts as 1 and says so, never cut down', () => {
    expect(readTypedWeight('1,5')).toEqual({ value: 1.5, notice: null });
    expect(readTypedWeight(' 2 ')).toEqual({ value: 2, notice: null });
    expect(readTypedWeight('0')).toEqual({ value: 0, notice: null });
    expect(readTypedWeight('')).toEqual({ value: 1, notice: null });
    expect(readTypedWeight('1,5,2')).toEqual({
      value: 1,
      notice: 'No se entiende «1,5,2» como número: el peso cuenta como 1.',
    });
    expect(readTypedWeight('3 kilos')).toEqual({
      value: 1,
      notice: 'No se entiende «3 kilos» como número: el peso cuenta como 1.',
    });
    expect(readTypedWeight('-2')).toEqual({ value: 1, notice: 'Un peso no puede ser negativo: cuenta como 1.' });
  });

  it('checks bounds against minimums, integers and order', () => {
    const criteria = defaultCriteria();
    criteria[0] = { ...criteria[0]!, min: 0 };
    criteria[1] = { ...criteria[1]!, min: 2.5 };
    criteria[2] = { ...criteria[2]!, min: 80, max: 60 };
    criteria[3] = { ...criteria[3]!, max: 1000 };
    expect(validateOptimizerCriteria(criteria)).toEqual([
      { key: 'budget_amount', bound: 'min', message: 'El valor mínimo para Presupuesto es 0,01.' },
      { key: 'duration_months', bound: 'min', message: 'Duración (meses) debe ser un número entero.' },
      { key: 'score', bound: 'min', message: 'El mínimo de Puntuación SIIPRO no puede superar al máximo.' },
    ]);
    expect(validateOptimizerCriteria(defaultCriteria())).toEqual([]);
  });
});

describe('optimizer page URL (portfolio §7)', () => {
  it('lists the twelve keys of the spec', () => {
    expect(OPTIMIZER_URL_PARAMS).toEqual([
      'presupuesto_min',
      'presupuesto_max',
      'duracion_meses_min',
      'duracion_meses_max',
      'puntuacion_min',
      'puntuacion_max',
      'beneficiarios_min',
      'beneficiarios_max',
      'budget_amountWeight',
      'duration_monthsWeight',
      'scoreWeight',
      'beneficiary_countWeight',
    ]);
  });

  it('writes bounds only when given, then every weight', () => {
    const criteria = defaultCriteria();
    criteria[0] = { ...criteria[0]!, min: 1000000, max: 50000000 };
    criteria[2] = { ...criteria[2]!, min: 60 };
    expect(optimizerParamsToSearchParams(criteria).toString()).toBe(
      'presupuesto_min=1000000&presupuesto_max=50000000&puntuacion_min=60' +
        '&budget_amountWeight=4&duration_monthsWeight=2&scoreWeight=3&beneficiary_countWeight=1',
    );
  });

  it('reads criteria back, weights falling back to 1 and bad bounds ignored', () => {
    const criteria = optimizerParamsFromSearchParams(
      'presupuesto_min=abc&duracion_meses_max=24&scoreWeight=x&budget_amountWeight=5',
    );
    expect(criteria).toEqual([
      { key: 'budget_amount', weight: 5, direction: 'maximize', currency: 'ARS', min: null, max: null },
      { key: 'duration_months', weight: 1, direction: 'minimize', min: null, max: 24 },
      { key: 'score', weight: 1, direction: 'maximize', min: null, max: null },
      { key: 'beneficiary_count', weight: 1, direction: 'maximize', min: null, max: null },
    ]);
  });

  it('round-trips the wizard state, directions included', () => {
    const criteria = defaultCriteria().map((criterion, index) => ({
      ...criterion,
      weight: index + 0.5,
      min: index === 3 ? 100 : null,
      max: index === 1 ? 36 : null,
    }));
    criteria[1] = { ...criteria[1]!, direction: 'maximize' };
    const params = optimizerParamsToSearchParams(criteria);
    expect(params.get('duration_monthsDirection')).toBe('maximize');
    expect(params.has('budget_amountDirection')).toBe(false);
    expect(optimizerParamsFromSearchParams(params)).toEqual(criteria);
  });

  it('keeps the budget limit and a non-default order in the link, and reads them back', () => {
    const criteria = defaultCriteria();
    const reordered = [criteria[2]!, criteria[0]!, criteria[3]!, criteria[1]!];
    const params = optimizerRunToSearchParams({ criteria: reordered, budgetLimit: 250000000 });
    expect(params.get('presupuesto_disponible')).toBe('250000000');
    expect(params.get('orden')).toBe('score,budget_amount,beneficiary_count,duration_months');
    expect(optimizerRunFromSearchParams(params)).toEqual({ criteria: reordered, budgetLimit: 250000000 });

    const plain = optimizerRunToSearchParams({ criteria, budgetLimit: null });
    expect(plain.has('orden')).toBe(false);
    expect(plain.has('presupuesto_disponible')).toBe(false);
    expect(optimizerRunFromSearchParams(plain)).toEqual({ criteria, budgetLimit: null });
  });

  it('ignores a bad budget limit or order, and has no run without the spec keys', () => {
    expect(optimizerRunFromSearchParams('presupuesto_disponible=1000')).toBeNull();
    const run = optimizerRunFromSearchParams('scoreWeight=2&presupuesto_disponible=-5&orden=score,score,x,y');
    expect(run?.budgetLimit).toBeNull();
    expect(run?.criteria.map((criterion) => criterion.key)).toEqual([
      'budget_amount',
      'duration_months',
      'score',
      'beneficiary_count',
    ]);
    expect(optimizerRunFromSearchParams('scoreWeight=2&presupuesto_disponible=abc')?.budgetLimit).toBeNull();
  });

  it('tells whether the URL has any optimizer filter', () => {
    expect(hasOptimizerParams('')).toBe(false);
    expect(hasOptimizerParams('otra=1')).toBe(false);
    expect(hasOptimizerParams('scoreWeight=3')).toBe(true);
    expect(hasOptimizerParams({ beneficiarios_min: '10' })).toBe(true);
  });
});

describe('optimizer request', () => {
  it('includes constraints only with given bounds and the currency of the budget', () => {
    const criteria = defaultCriteria();
    criteria[0] = { ...criteria[0]!, max: 9000000 };
    criteria[3] = { ...criteria[3]!, min: 0, weight: Number.NaN };
    expect(buildOptimizerRequest(criteria)).toEqual({
      model: 'linear-int-opt-v1',
      criteria: [
        { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', constraint: { max: 9000000 } },
        { key: 'duration_months', weight: 2, direction: 'minimize' },
        { key: 'score', weight: 3, direction: 'maximize' },
        { key: 'beneficiary_count', weight: 1, direction: 'maximize', constraint: { min: 0 } },
      ],
    });
    expect(buildOptimizerRequest([], { budgetLimit: 5e9, timeHorizon: 24 })).toMatchObject({
      budgetLimit: 5e9,
      timeHorizon: 24,
    });
  });
});
