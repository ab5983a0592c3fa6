import { describe, expect, it } from 'vitest';
import { parseOptimizerRequest } from './parseRequest.ts';

const valid = {
  model: 'linear-int-opt-v1',
  criteria: [
    { key: 'score', weight: 3, direction: 'maximize', constraint: { min: 40 } },
    { key: 'budget_amount', weight: 'x', direction: 'minimize', currency: 'ARS' },
  ],
  budgetLimit: 5_000_000,
  timeHorizon: 24,
};

const errorOf = (body: unknown) => {
  const result = parseOptimizerRequest(body);
  return result.ok ? null : result.error;
};

describe('parseOptimizerRequest', () => {
  it('accepts a valid request; a weight that is not numeric counts 1', () => {
    expect(parseOptimizerRequest(valid)).toEqual({
      ok: true,
      value: {
        model: 'linear-int-opt-v1',
        criteria: [
          { key: 'score', weight: 3, direction: 'maximize', constraint: { min: 40 } },
          { key: 'budget_amount', weight: 1, direction: 'minimize', currency: 'ARS' },
        ],
        budgetLimit: 5_000_000,
        timeHorizon: 24,
      },
    });
  });

  it('refuses unknown keys, an unknown model and criterion, with a Spanish message', () => {
    expect(errorOf({ ...valid, drop: 'table' })).toBe('Campo desconocido en la solicitud de optimización: drop.');
    expect(errorOf({ ...valid, model: 'greedy' })).toBe(
      'Modelo de optimización desconocido: "greedy". Los modelos disponibles son linear-int-opt-v1 y linear-int-opt-v2.',
    );
    expect(errorOf({ ...valid, criteria: [{ key: 'cost', weight: 1, direction: 'maximize' }] })).toBe(
      'Criterio de optimización desconocido: "cost".',
    );
    expect(errorOf({ ...valid, criteria: [{ ...valid.criteria[0], extra: 1 }] })).toBe(
      'Campo desconocido en la solicitud de optimización: extra.',
    );
    expect(errorOf({ ...valid, criteria: [valid.criteria[0], valid.criteria[0]] })).toBe(
      'El criterio "score" aparece más de una vez.',
    );
    expect(errorOf({ ...valid, criteria: [] })).toBe('Indica al menos un criterio de optimización.');
    expect(errorOf('[]')).toBe('La solicitud de optimización debe ser un objeto JSON.');
  });

  it('refuses a negative or zero budget limit and a time horizon that is not whole months', () => {
    for (const budgetLimit of [0, -1, '100', Number.NaN]) {
      expect(errorOf({ ...valid, budgetLimit })).toBe('El presupuesto disponible debe ser un número mayor que 0.');
    }
    for (const timeHorizon of [0, 1.5, '12']) {
      expect(errorOf({ ...valid, timeHorizon })).toBe(
        'El horizonte de tiempo debe ser un número entero de meses, de 1 o más.',
      );
    }
  });

  it("checks the constraints by §5's minimums: below the minimum, fractional counts, min above max", () => {
    const withConstraint = (key: string, constraint: unknown) => ({
      ...valid,
      criteria: [{ key, weight: 1, direction: 'maximize', constraint }],
    });
    expect(errorOf(withConstraint('duration_months', { min: 0 }))).toBe('El valor mínimo para Duración (meses) es 1.');
    expect(errorOf(withConstraint('beneficiary_count', { max: 2.5 }))).toBe('Beneficiarios debe ser un número entero.');
    expect(errorOf(withConstraint('score', { min: 80, max: 20 }))).toBe(
      'El mínimo de Puntuación SIIPRO no puede superar al máximo.',
    );
    expect(errorOf(withConstraint('score', { min: '1; DROP TABLE' }))).toBe('Puntuación SIIPRO debe ser un número.');
    expect(errorOf(withConstraint('score', { least: 1 }))).toBe(
      'Campo desconocido en la solicitud de optimización: least.',
    );
  });

  it('takes include/exclude overrides with a trimmed reason; empty lists are left out', () => {
    const parsed = parseOptimizerRequest({
      ...valid,
      include: [{ projectId: 'p-1', reason: '  Compromiso con la provincia ' }],
      exclude: [{ projectId: 'p-2', reason: 'Sin terreno' }],
    });
    expect(parsed.ok && parsed.value.include).toEqual([{ projectId: 'p-1', reason: 'Compromiso con la provincia' }]);
    expect(parsed.ok && parsed.value.exclude).toEqual([{ projectId: 'p-2', reason: 'Sin terreno' }]);
    const empty = parseOptimizerRequest({ ...valid, include: [], exclude: null });
    expect(empty.ok && 'include' in empty.value).toBe(false);
    expect(empty.ok && 'exclude' in empty.value).toBe(false);
  });

  it('refuses bad overrides: not a list, no id, no reason, too long, repeated, in both lists, unknown keys', () => {
    const over = (list: 'include' | 'exclude', items: unknown) => errorOf({ ...valid, [list]: items });
    expect(over('include', 'p-1')).toBe('include debe ser una lista de proyectos, cada uno con projectId y reason.');
    expect(over('exclude', ['p-1'])).toBe('Cada proyecto de exclude debe ser un objeto con projectId y reason.');
    expect(over('include', [{ reason: 'x' }])).toBe('Cada proyecto de include necesita su projectId.');
    expect(over('include', [{ projectId: 7, reason: 'x' }])).toBe('Cada proyecto de include necesita su projectId.');
    expect(over('include', [{ projectId: 'x'.repeat(101), reason: 'x' }])).toBe(
      'Cada proyecto de include necesita su projectId.',
    );
    for (const reason of [undefined, '', '   ', 42]) {
      expect(over('exclude', [{ projectId: 'p-1', reason }])).toBe(
        'Indica el motivo para incluir o excluir el proyecto p-1.',
      );
    }
    expect(over('exclude', [{ projectId: 'p-1', reason: 'x'.repeat(501) }])).toBe(
      'El motivo del proyecto p-1 no puede superar los 500 caracteres.',
    );
    expect(over('exclude', [{ projectId: 'p-1', reason: ` ${'x'.repeat(500)} ` }])).toBeNull();
    expect(
      over('include', [
        { projectId: 'p-1', reason: 'a' },
        { projectId: 'p-1', reason: 'b' },
      ]),
    ).toBe('El proyecto p-1 aparece más de una vez en include.');
    expect(over('include', [{ projectId: 'p-1', reason: 'a', setBy: 'admin' }])).toBe(
      'Campo desconocido en la solicitud de optimización: setBy.',
    );
    expect(
      over(
        'exclude',
        Array.from({ length: 501 }, (_, index) => ({ projectId: `p-${index}`, reason: 'x' })),
      ),
    ).toBe('exclude admite hasta 500 proyectos.');
    expect(
      errorOf({
        ...valid,
        include: [{ projectId: 'p-1', reason: 'a' }],
        exclude: [{ projectId: 'p-1', reason: 'b' }],
      }),
    ).toBe('El proyecto p-1 no puede estar a la vez en include y exclude.');
  });
});
