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
});
