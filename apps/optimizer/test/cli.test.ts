import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { solveInstance } from '../src/cli.ts';

const instance = {
  criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  budgetLimit: 500,
  candidates: [
    { projectId: 'a', budget_amount: 400, duration_months: 12, score: 90, beneficiary_count: 10 },
    { projectId: 'b', budget_amount: 300, duration_months: 12, score: 50, beneficiary_count: null },
  ],
};

describe('pnpm optimize', () => {
  it('solves an instance given inline, as the service answers', async () => {
    const result = await solveInstance(JSON.stringify(instance));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.data.map((row) => row.projectId)).toEqual(['a']);
    expect(result.value.excluded).toEqual([
      { projectId: 'b', reason: 'No entra en el presupuesto: cuesta ARS 300 y faltarían ARS 200' },
    ]);
    expect(result.value.meta).toMatchObject({ model: 'linear-int-opt-v1', status: 'optimal', totalBudget: 400 });
  });

  it('takes include/exclude with their reasons, as the service does', async () => {
    const result = await solveInstance(
      JSON.stringify({
        ...instance,
        include: [{ projectId: 'b', reason: '  Compromiso de gestión  ' }],
        exclude: [{ projectId: 'a', reason: 'Sin financiamiento' }],
      }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.data.map((row) => [row.projectId, row.override])).toEqual([['b', true]]);
    expect(result.value.excluded).toEqual([{ projectId: 'a', reason: 'Sin financiamiento', override: true }]);
    expect(result.value.overrides).toEqual([
      { projectId: 'b', reason: 'Compromiso de gestión', pin: 'include', setBy: null },
      { projectId: 'a', reason: 'Sin financiamiento', pin: 'exclude', setBy: null },
    ]);
    expect(await solveInstance(JSON.stringify({ ...instance, include: [{ projectId: 'zz', reason: 'x' }] }))).toEqual({
      ok: false,
      error: 'El proyecto zz no existe entre los proyectos de este espacio de trabajo.',
    });
  });

  it('refuses a bad instance with its Spanish reason and changes nothing', async () => {
    expect(await solveInstance('{')).toEqual({
      ok: false,
      error: 'La instancia debe ser un objeto JSON con criteria y candidates.',
    });
    expect(await solveInstance(JSON.stringify({ ...instance, budgetLimit: -5 }))).toEqual({
      ok: false,
      error: 'El presupuesto disponible debe ser un número mayor que 0.',
    });
    expect(
      await solveInstance(JSON.stringify({ ...instance, candidates: [{ projectId: 'x', score: 'alto' }] })),
    ).toEqual({ ok: false, error: 'El candidato 1 tiene un valor no numérico en score.' });
    expect(await solveInstance(JSON.stringify({ ...instance, candidates: [{ score: 1 }] }))).toEqual({
      ok: false,
      error: 'El candidato 1 no tiene projectId.',
    });
  });

  // A new Node process compiling the CLI with tsx and loading HiGHS: seconds on a busy 2-core machine (CI once took
  // 6.2 s), not the default 5.
  it('reads the instance from stdin and prints the answer as JSON', { timeout: 60_000 }, () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', cli], { input: JSON.stringify(instance) });
    expect(JSON.parse(output.toString()).meta.objective).toBe(100);
  });

  const capital = {
    model: 'linear-int-opt-v2',
    criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
    years: [{ year: 2027, limit: 1000 }],
    fundingCaps: [{ fundingSource: 'BID', limit: 500 }],
    candidates: [
      {
        projectId: 'a',
        name: 'Acueducto Norte',
        budget_amount: 600,
        duration_months: 6,
        score: 60,
        fundingSource: 'BID',
      },
      { projectId: 'b', name: 'Planta', budget_amount: 300, duration_months: 6, score: 90, requires: ['a'] },
      { projectId: 'c', name: 'Puente Sur', budget_amount: 300, duration_months: 6, score: 50, alternativeGroup: 'p' },
      { projectId: 'd', name: 'Puente Este', budget_amount: 200, duration_months: 6, score: 40, alternativeGroup: 'p' },
      { projectId: 'e', name: 'Escuela', budget_amount: 800, duration_months: 6, score: 10, inExecution: true },
    ],
  };

  it('solves a v2 instance and says what binds each project out', async () => {
    const result = await solveInstance(JSON.stringify(capital));
    if (!result.ok) throw new Error(result.error);
    // Values (score 10..90 → 0..100): a 62,5, b 100, c 50, d 37,5, e 0. "a" never fits the BID ceiling, so "b" cannot
    // follow it; of the bridges "c" is worth more, and "e" would take 2027 past its limit.
    expect(result.value.meta).toMatchObject({ model: 'linear-int-opt-v2', status: 'optimal', objective: 50 });
    expect(result.value.data.map((row) => row.projectId)).toEqual(['c']);
    expect(result.value.excluded).toEqual([
      { projectId: 'b', reason: 'Requiere «Acueducto Norte», no seleccionado' },
      { projectId: 'a', reason: 'Tope de la fuente BID: usaría ARS 600 y faltarían ARS 100' },
      { projectId: 'd', reason: 'Alternativa elegida: «Puente Sur»' },
      { projectId: 'e', reason: 'Presupuesto 2027 agotado: ese año usaría ARS 800 y faltarían ARS 100' },
    ]);
    expect('years' in result.value && result.value.years).toEqual([{ year: 2027, limit: 1000, spend: 300 }]);
    expect('sources' in result.value && result.value.sources).toEqual([{ fundingSource: 'BID', limit: 500, used: 0 }]);
  });

  it('answers an infeasible v2 instance with the conflicting constraints, and exits 0', { timeout: 60_000 }, () => {
    const impossible = { ...capital, keepInExecution: true, years: [{ year: 2027, limit: 700 }] };
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', cli], { input: JSON.stringify(impossible) });
    const answer = JSON.parse(output.toString());
    expect(answer.meta.status).toBe('infeasible');
    expect(answer.meta.conflicts).toEqual([
      'Las obras en ejecución deben seguir, y suman ARS 800.',
      'El presupuesto de 2027 está limitado a ARS 700.',
    ]);
    expect(answer.data).toEqual([]);
  });

  it('refuses a bad v2 instance with its Spanish reason', async () => {
    expect(
      await solveInstance(JSON.stringify({ ...capital, minShare: [{ by: 'province', group: 'Salta', share: 2 }] })),
    ).toEqual({
      ok: false,
      error: 'La participación mínima de la provincia Salta debe ser un número mayor que 0 y de 1 como máximo.',
    });
    expect(
      await solveInstance(JSON.stringify({ ...capital, candidates: [{ ...capital.candidates[0], start: '27-01' }] })),
    ).toEqual({ ok: false, error: 'El candidato 1 tiene un inicio no válido: debe ser AAAA-MM.' });
  });
});
