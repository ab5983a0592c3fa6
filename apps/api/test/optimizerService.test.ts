// The optimizer service's POST /{tenantSlug}/optimizer (issue 17) through this API, on PGlite and PostgreSQL: the model's answer for a person with optimizer:usage,
// the API's refusals for everyone else, and a Spanish 400 for every bad body — which never reaches the solver.
import { describe, expect, it } from 'vitest';
import {
  demoTenants,
  isClosedStatus,
  projectStatusesFromConfig,
  decodeOptimizerCandidates,
  optimizerCandidatesSchema,
  splitCandidates,
  valueCandidates,
  type OptimizerRequest,
} from '@siipro/domain';
import { useOptimizerWithApi } from './support/optimizerService.ts';
import { fixture, otherTenantIds } from './support/portfolioApi.ts';
import { demoUserId } from '../src/seed/stableIds.ts';

const { tokens, get, run } = useOptimizerWithApi();

const request: OptimizerRequest = {
  model: 'linear-int-opt-v1',
  criteria: [
    { key: 'score', weight: 3, direction: 'maximize' },
    { key: 'beneficiary_count', weight: 1, direction: 'maximize' },
    { key: 'duration_months', weight: 2, direction: 'minimize', constraint: { max: 36 } },
  ],
  budgetLimit: 5_000_000_000,
};

interface Answer {
  data: { projectId: string; rank: number; value: number; budget: number; override?: true }[];
  excluded: { projectId: string; reason: string; override?: true }[];
  overrides: { projectId: string; pin: string; reason: string; setBy: { userId: string; email: string } | null }[];
  meta: { model: string; status: string; objective: number; gap: number; totalBudget: number; candidates: number };
}

/** What peers do: take the best value per peso while it fits. */
function greedyObjective(values: { value: number; budget: number }[], limit: number): number {
  let spent = 0;
  let objective = 0;
  const byRatio = [...values].sort((a, b) => b.value / Math.max(b.budget, 1) - a.value / Math.max(a.budget, 1));
  for (const candidate of byRatio) {
    if (spent + candidate.budget > limit) continue;
    spent += candidate.budget;
    objective += candidate.value;
  }
  return objective;
}

describe('POST /{tenantSlug}/optimizer', () => {
  it('answers the ranked selection within the budget, every other proyecto with its reason, and beats greedy', async () => {
    const response = await run(request, tokens.optimizador!);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as Answer;
    // Every proyecto but those in a closed status (issue 43: Finalizado and Desestimado are never candidates).
    const statuses = projectStatusesFromConfig(demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.configJson);
    const proyectos = fixture
      .filter((project) => project.type === 'proyecto' && !isClosedStatus(project.status, statuses))
      .map((project) => project.projectId);
    expect([...answer.data, ...answer.excluded].map((row) => row.projectId).sort()).toEqual([...proyectos].sort());
    expect(answer.data.map((row) => row.rank)).toEqual(answer.data.map((_, index) => index + 1));
    for (let index = 1; index < answer.data.length; index++) {
      expect(answer.data[index]!.value).toBeLessThanOrEqual(answer.data[index - 1]!.value);
    }
    expect(answer.meta).toMatchObject({ model: 'linear-int-opt-v1', status: 'optimal' });
    expect(answer.meta.gap).toBeLessThanOrEqual(1e-4);
    expect(answer.meta.totalBudget).toBeLessThanOrEqual(request.budgetLimit!);
    expect(answer.meta.totalBudget).toBeCloseTo(
      answer.data.reduce((sum, row) => sum + row.budget, 0),
      2,
    );
    expect(answer.excluded.some((row) => row.reason.startsWith('Duración (meses) por encima del máximo (36)'))).toBe(
      true,
    );
    expect(answer.excluded.some((row) => row.reason.startsWith('No entra en el presupuesto'))).toBe(true);

    // The same candidates and values, chosen greedily, never beat the optimum.
    const candidates = decodeOptimizerCandidates(
      optimizerCandidatesSchema.parse(
        await (await get('/t/cenit-demo/optimizer/candidates', tokens.optimizador)).json(),
      ),
    );
    const valued = valueCandidates(request.criteria, splitCandidates(request, candidates).candidates);
    expect(answer.meta.candidates).toBe(valued.length);
    expect(answer.meta.objective).toBeGreaterThanOrEqual(greedyObjective(valued, request.budgetLimit!) - 1e-6);
  });

  it('is refused as the API refuses: without optimizer:usage, outside the tenant, without or with an edited token', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      const response = await run(request, tokens[role]!);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: 'No tienes los permisos necesarios para realizar esta acción.',
      });
    }
    for (const [slug, token] of [
      ['obras-publicas', tokens.optimizador],
      ['no-existe', tokens.optimizador],
      ['cenit-demo', tokens.nuevo],
    ] as const) {
      const response = await run(request, token!, slug);
      expect(response.status, slug).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: 'No tienes acceso a este espacio de trabajo.',
      });
    }
    expect((await run(request, null)).status).toBe(401);
    const [header, payload, signature] = tokens.viewer!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, email: 'optimizador@siipro.test' })).toString('base64url');
    expect((await run(request, `${header}.${edited}.${signature}`)).status).toBe(401);
  });

  it('answers a bad body with a Spanish 400 (a huge one 413), never a 500', async () => {
    const cases: [unknown, string][] = [
      [
        { ...request, model: 'greedy' },
        'Modelo de optimización desconocido: "greedy". Los modelos disponibles son linear-int-opt-v1 y linear-int-opt-v2.',
      ],
      [{ ...request, budgetLimit: -1 }, 'El presupuesto disponible debe ser un número mayor que 0.'],
      [{ ...request, budgetLimit: 0 }, 'El presupuesto disponible debe ser un número mayor que 0.'],
      [{ ...request, sql: "'; drop table projects; --" }, 'Campo desconocido en la solicitud de optimización: sql.'],
      [
        { ...request, criteria: [{ key: 'score; drop', weight: 1, direction: 'maximize' }] },
        'Criterio de optimización desconocido: "score; drop".',
      ],
      [[], 'La solicitud de optimización debe ser un objeto JSON.'],
    ];
    for (const [body, message] of cases) {
      const response = await run(body, tokens.optimizador!);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message });
    }
    const malformed = await run('{"model":', tokens.optimizador!);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errorCode).toBe('VALIDATION_ERROR');
    expect((await run(JSON.stringify(request), tokens.optimizador!, 'cenit-demo', 'text/plain')).status).toBe(400);
    const huge = await run({ ...request, padding: 'x'.repeat(100_000) }, tokens.optimizador!);
    expect(huge.status).toBe(413);
  });

  it('honours include/exclude overrides as constraints and says who set them and why', async () => {
    const candidates = decodeOptimizerCandidates(
      optimizerCandidatesSchema.parse(
        await (await get('/t/cenit-demo/optimizer/candidates', tokens.optimizador)).json(),
      ),
    );
    const free = (await (await run(request, tokens.optimizador!)).json()) as Answer;
    // Pin in the least valuable candidate the budget left out, and pin out the best selected one.
    const leftOut = free.excluded.filter((row) => row.reason.startsWith('No entra en el presupuesto'));
    const valued = valueCandidates(request.criteria, splitCandidates(request, candidates).candidates);
    const fitting = leftOut
      .map((row) => valued.find((candidate) => candidate.projectId === row.projectId)!)
      .filter((candidate) => candidate.budget <= request.budgetLimit!);
    const include = fitting[fitting.length - 1]!;
    const exclude = free.data[0]!;
    const response = await run(
      {
        ...request,
        include: [{ projectId: include.projectId, reason: ' Compromiso con el municipio ' }],
        exclude: [{ projectId: exclude.projectId, reason: 'Sin terreno disponible' }],
      },
      tokens.optimizador!,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.data.find((row) => row.projectId === include.projectId)?.override).toBe(true);
    expect(answer.data.some((row) => row.projectId === exclude.projectId)).toBe(false);
    expect(answer.excluded).toContainEqual({
      projectId: exclude.projectId,
      reason: 'Sin terreno disponible',
      override: true,
    });
    expect(answer.meta.totalBudget).toBeLessThanOrEqual(request.budgetLimit!);
    expect(answer.meta.objective).toBeLessThanOrEqual(free.meta.objective + 1e-6);
    const setBy = { userId: demoUserId('demo-optimizer'), email: 'optimizador@siipro.test' };
    expect(answer.overrides).toEqual([
      { projectId: include.projectId, reason: 'Compromiso con el municipio', pin: 'include', setBy },
      { projectId: exclude.projectId, reason: 'Sin terreno disponible', pin: 'exclude', setBy },
    ]);
  });

  it('refuses overrides naming another tenant’s project or a non-candidate, or both pinned in and out (400)', async () => {
    const foreign = [...otherTenantIds][0]!;
    const tooLong = fixture.find(
      (project) => project.type === 'proyecto' && (project.expectedExecutionMonths ?? 0) > 36,
    )!;
    const cases: [unknown, string][] = [
      [
        { ...request, include: [{ projectId: foreign, reason: 'x' }] },
        `El proyecto ${foreign} no existe entre los proyectos de este espacio de trabajo.`,
      ],
      [
        { ...request, exclude: [{ projectId: foreign, reason: 'x' }] },
        `El proyecto ${foreign} no existe entre los proyectos de este espacio de trabajo.`,
      ],
      [
        { ...request, include: [{ projectId: tooLong.projectId, reason: 'x' }] },
        `El proyecto ${tooLong.projectId} no puede incluirse: Duración (meses) por encima del máximo (36).`,
      ],
      [
        {
          ...request,
          include: [{ projectId: tooLong.projectId, reason: 'x' }],
          exclude: [{ projectId: tooLong.projectId, reason: 'y' }],
        },
        `El proyecto ${tooLong.projectId} no puede estar a la vez en include y exclude.`,
      ],
      [
        { ...request, include: [{ projectId: tooLong.projectId, reason: '   ' }] },
        `Indica el motivo para incluir o excluir el proyecto ${tooLong.projectId}.`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await run(body, tokens.optimizador!);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message });
    }
  });
});
