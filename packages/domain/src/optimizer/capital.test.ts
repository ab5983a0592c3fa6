import { describe, expect, it } from 'vitest';
import {
  capitalBlocker,
  capitalUsage,
  greedyCapital,
  isCapitalFeasible,
  prepareCapital,
  spendByYear,
  type CapitalProblem,
} from './capital.ts';
import { parseAnyOptimizerRequest, parseCapitalRequest, type CapitalRequest } from './capitalRequest.ts';
import { parseCapitalCandidates, type CapitalCandidateInput } from './instance.ts';

const criteria = [{ key: 'score', weight: 1, direction: 'maximize' }];
const v2 = (extra: Record<string, unknown>) => ({ model: 'linear-int-opt-v2', criteria, ...extra });
const errorOf = (body: unknown) => {
  const result = parseCapitalRequest(body);
  return result.ok ? null : result.error;
};

describe('spendByYear', () => {
  it('spreads the budget evenly over its months from the start, counting only the listed years', () => {
    // 12 months from July 2027: 6 in 2027, 6 in 2028.
    expect(spendByYear(1200, 12, '2027-07', [2027, 2028, 2029], 2027)).toEqual([600, 600, 0]);
    // 30 months from November 2026: 2 in 2026 (not listed), 12 in 2027, 12 in 2028, 4 in 2029.
    expect(spendByYear(3000, 30, '2026-11', [2027, 2028, 2029], 2027)).toEqual([1200, 1200, 400]);
  });

  it('starts without a planned start in January of the first year, and takes a missing duration as one month', () => {
    expect(spendByYear(2400, 24, null, [2028, 2029], 2028)).toEqual([1200, 1200]);
    expect(spendByYear(500, null, '2029-12', [2029], 2029)).toEqual([500]);
    expect(spendByYear(500, 0, null, [2027], 2027)).toEqual([500]);
  });
});

describe('parseCapitalRequest', () => {
  it('keeps v1’s fields and adds the v2 constraints, years sorted', () => {
    const result = parseCapitalRequest(
      v2({
        budgetLimit: 1000,
        years: [
          { year: 2028, limit: 10 },
          { year: 2027, limit: 0 },
        ],
        fundingCaps: [{ fundingSource: ' BID ', limit: 5 }],
        minShare: [{ by: 'province', group: 'Salta', share: 0.3 }],
        keepInExecution: true,
        curve: false,
        include: [{ projectId: 'a', reason: 'Compromiso' }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        model: 'linear-int-opt-v2',
        criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
        budgetLimit: 1000,
        years: [
          { year: 2027, limit: 0 },
          { year: 2028, limit: 10 },
        ],
        fundingCaps: [{ fundingSource: 'BID', limit: 5 }],
        minShare: [{ by: 'province', group: 'Salta', share: 0.3 }],
        keepInExecution: true,
        include: [{ projectId: 'a', reason: 'Compromiso' }],
      },
    });
  });

  it('refuses each bad field with a Spanish message naming it', () => {
    expect(errorOf(v2({ years: 'todos' }))).toBe('years debe ser una lista de años, cada uno con year y limit.');
    expect(errorOf(v2({ years: Array.from({ length: 11 }, (_, i) => ({ year: 2030 + i, limit: 1 })) }))).toBe(
      'years admite hasta 10 años.',
    );
    expect(errorOf(v2({ years: [{ year: 1999, limit: 1 }] }))).toBe(
      'El año 1999 debe ser un número entero entre 2000 y 2100.',
    );
    expect(errorOf(v2({ years: [{ year: 2027.5, limit: 1 }] }))).toBe(
      'El año 2027.5 debe ser un número entero entre 2000 y 2100.',
    );
    expect(
      errorOf(
        v2({
          years: [
            { year: 2027, limit: 1 },
            { year: 2027, limit: 2 },
          ],
        }),
      ),
    ).toBe('El año 2027 aparece más de una vez en years.');
    expect(errorOf(v2({ years: [{ year: 2027, limit: -1 }] }))).toBe(
      'El límite de 2027 debe ser un número de 0 o más.',
    );
    expect(errorOf(v2({ years: [{ year: 2027, limit: 1, drop: 1 }] }))).toBe(
      'Campo desconocido en la solicitud de optimización: drop.',
    );
    expect(errorOf(v2({ fundingCaps: [{ fundingSource: '  ', limit: 1 }] }))).toBe(
      'Cada tope de fundingCaps necesita el nombre de su fuente de financiamiento.',
    );
    expect(
      errorOf(
        v2({
          fundingCaps: [
            { fundingSource: 'BID', limit: 1 },
            { fundingSource: 'BID', limit: 2 },
          ],
        }),
      ),
    ).toBe('La fuente BID aparece más de una vez en fundingCaps.');
    expect(errorOf(v2({ fundingCaps: [{ fundingSource: 'BID', limit: 'mucho' }] }))).toBe(
      'El límite de BID debe ser un número de 0 o más.',
    );
    expect(errorOf(v2({ minShare: [{ by: 'sector', group: 'Salud', share: 0.1 }] }))).toBe(
      'El campo by de minShare debe ser province, organization o executingArea.',
    );
    expect(errorOf(v2({ minShare: [{ by: 'province', group: 'Salta', share: 1.5 }] }))).toBe(
      'La participación mínima de la provincia Salta debe ser un número mayor que 0 y de 1 como máximo.',
    );
    expect(
      errorOf(
        v2({
          minShare: [
            { by: 'province', group: 'Salta', share: 0.6 },
            { by: 'province', group: 'Jujuy', share: 0.5 },
          ],
        }),
      ),
    ).toBe('Los mínimos por provincia suman más del 100% del presupuesto seleccionado.');
    expect(errorOf(v2({ keepInExecution: 'sí' }))).toBe('keepInExecution debe ser true o false.');
    expect(errorOf(v2({ budgetLimit: -5 }))).toBe('El presupuesto disponible debe ser un número mayor que 0.');
  });

  it('v1 refuses the v2 fields; the dispatcher reads each model by its name', () => {
    const v1 = { model: 'linear-int-opt-v1', criteria, years: [{ year: 2027, limit: 1 }] };
    expect(parseAnyOptimizerRequest(v1)).toEqual({
      ok: false,
      error: 'Campo desconocido en la solicitud de optimización: years.',
    });
    expect(parseAnyOptimizerRequest(v2({})).ok).toBe(true);
    expect(parseAnyOptimizerRequest({ ...v2({}), model: 'v3' })).toEqual({
      ok: false,
      error:
        'Modelo de optimización desconocido: "v3". Los modelos disponibles son linear-int-opt-v1 y linear-int-opt-v2.',
    });
  });
});

describe('parseCapitalCandidates', () => {
  const base = { projectId: 'a', budget_amount: 1, duration_months: 1, score: 1, beneficiary_count: 1 };
  it('reads absent v2 fields as none', () => {
    expect(parseCapitalCandidates([base])).toEqual({
      ok: true,
      value: [
        {
          ...base,
          name: null,
          fundingSource: null,
          province: null,
          organization: null,
          executingArea: null,
          alternativeGroup: null,
          start: null,
          inExecution: false,
          requires: [],
        },
      ],
    });
  });

  it('refuses a bad start, a self-relation, a repeated project and a non-text group', () => {
    const errorOfCandidates = (value: unknown) => {
      const result = parseCapitalCandidates(value);
      return result.ok ? null : result.error;
    };
    expect(errorOfCandidates([{ ...base, start: '2027-13' }])).toBe(
      'El candidato 1 tiene un inicio no válido: debe ser AAAA-MM.',
    );
    expect(errorOfCandidates([{ ...base, requires: ['a'] }])).toBe('El proyecto a no puede requerirse a sí mismo.');
    expect(errorOfCandidates([{ ...base, requires: 'b' }])).toBe(
      'El candidato 1 debe indicar requires como una lista de projectId.',
    );
    expect(errorOfCandidates([base, base])).toBe('El proyecto a aparece más de una vez entre los candidatos.');
    expect(errorOfCandidates([{ ...base, province: 7 }])).toBe('El candidato 1 tiene un valor no válido en province.');
    expect(errorOfCandidates([{ ...base, inExecution: 'sí' }])).toBe(
      'El candidato 1 tiene un valor no válido en inExecution.',
    );
  });
});

const project = (id: string, extra: Partial<CapitalCandidateInput> = {}): CapitalCandidateInput => ({
  projectId: id,
  name: `Obra ${id}`,
  budget_amount: 100,
  duration_months: 12,
  score: 50,
  beneficiary_count: null,
  start: '2027-01',
  fundingSource: null,
  province: null,
  organization: null,
  executingArea: null,
  alternativeGroup: null,
  inExecution: false,
  requires: [],
  ...extra,
});

function problemOf(request: Partial<CapitalRequest>, projects: CapitalCandidateInput[]): CapitalProblem {
  const prepared = prepareCapital(
    { model: 'linear-int-opt-v2', criteria: [{ key: 'score', weight: 1, direction: 'maximize' }], ...request },
    projects,
  );
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.value;
}

describe('capitalBlocker', () => {
  it('names the binding constraint of a project left out, with what is missing', () => {
    const problem = problemOf(
      {
        years: [{ year: 2027, limit: 150 }],
        fundingCaps: [{ fundingSource: 'BID', limit: 120 }],
        budgetLimit: 400,
        minShare: [{ by: 'province', group: 'Salta', share: 0.5 }],
      },
      [
        project('a', { province: 'Salta' }),
        project('b', { requires: ['a'] }),
        project('c', { alternativeGroup: 'puente', start: '2028-01' }),
        project('d', { alternativeGroup: 'puente', start: '2028-01' }),
        project('e', { fundingSource: 'BID', start: '2028-01', budget_amount: 130 }),
        project('f', { start: '2028-01' }),
        project('g', { requires: ['ausente'] }),
      ],
    );
    const usage = capitalUsage(problem, [true, false, true, false, false, false, false]);
    expect(capitalBlocker(problem, usage, 1)).toBe(
      'Presupuesto 2027 agotado: ese año usaría ARS 100 y faltarían ARS 50',
    );
    expect(capitalBlocker(problem, usage, 3)).toBe('Alternativa elegida: «Obra c»');
    expect(capitalBlocker(problem, usage, 4)).toBe('Tope de la fuente BID: usaría ARS 130 y faltarían ARS 10');
    expect(capitalBlocker(problem, usage, 5)).toBe(
      'Bajaría la participación de la provincia Salta por debajo del mínimo de 50%',
    );
    expect(capitalBlocker(problem, usage, 6)).toBe('Requiere «ausente», no seleccionado');
    const withoutA = capitalUsage(problem, [false, false, true, false, false, false, false]);
    expect(capitalBlocker(problem, withoutA, 1)).toBe('Requiere «Obra a», no seleccionado');
    const full = capitalUsage(problem, [true, false, true, false, false, true, false]);
    expect(capitalBlocker(problem, full, 4)).toBe('Tope de la fuente BID: usaría ARS 130 y faltarían ARS 10');
  });

  it('the budget reason says how much more would let the project in', () => {
    const problem = problemOf({ budgetLimit: 150 }, [project('a'), project('b')]);
    expect(capitalBlocker(problem, capitalUsage(problem, [true, false]), 1)).toBe(
      'No entra en el presupuesto: cuesta ARS 100 y faltarían ARS 50',
    );
  });
});

describe('greedyCapital', () => {
  it('respects every constraint, minimum shares included', () => {
    const problem = problemOf({ budgetLimit: 300, minShare: [{ by: 'province', group: 'Salta', share: 0.3 }] }, [
      project('a', { score: 90, province: 'Jujuy' }),
      project('b', { score: 80, province: 'Jujuy' }),
      project('c', { score: 70, province: 'Jujuy' }),
      project('d', { score: 10, province: 'Salta' }),
    ]);
    const selected = greedyCapital(problem)!;
    expect(isCapitalFeasible(problem, selected)).toBe(true);
    expect(selected).toEqual([true, true, false, true]);
  });

  it('is null when the commitments alone break a constraint', () => {
    const problem = problemOf({ budgetLimit: 150, keepInExecution: true }, [
      project('a', { inExecution: true }),
      project('b', { inExecution: true }),
    ]);
    expect(greedyCapital(problem)).toBeNull();
  });
});
