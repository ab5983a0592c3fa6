// Saved optimizer scenarios (issue 17) on PGlite and PostgreSQL: a result the optimizer service answered is saved,
// listed newest first without its result, read whole and deleted by its author or an admin. The API vouches for what
// it stores — it rebuilds the result from its own data and refuses a forged one —, every route needs optimizer:usage,
// and another tenant's scenario is never found. Bad bodies answer 400 (413 past the body limit) and store nothing.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  messages,
  optimizerAnswerClaim,
  type CapitalAnswer,
  type CapitalRequest,
  type OptimizerAnswer,
  type OptimizerRequest,
  type OptimizerScenario,
  type OptimizerScenarioSummary,
} from '@siipro/domain';
import { signOptimizerClaim } from '@siipro/server';
import { SCENARIO_BODY_MAX_BYTES } from '../src/routes/optimizer.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { authorized } from './support/http.ts';
import { useOptimizerWithApi } from './support/optimizerService.ts';
import { otherTenantIds } from './support/portfolioApi.ts';
import { TEST_OPTIMIZER_SIGNING_KEY } from './support/testApp.ts';

const { tokens, run, testContext } = useOptimizerWithApi();

const request: OptimizerRequest = {
  model: 'linear-int-opt-v1',
  criteria: [
    { key: 'score', weight: 3, direction: 'maximize' },
    { key: 'duration_months', weight: 2, direction: 'minimize', constraint: { max: 36 } },
  ],
  budgetLimit: 5_000_000_000,
};

const PATH = '/t/cenit-demo/optimizer/scenarios';
const texts = messages.optimizer.scenarios;

function call(method: string, path: string, token: string | null, body?: unknown, contentType = 'application/json') {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = contentType;
  if (!token) {
    return testContext().app.request(`http://127.0.0.1:3000${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }
  return authorized(testContext(), path, token, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** The optimizer's answer for `body`, signed for the holder of `token` (only they can save it). */
async function optimized(body: OptimizerRequest = request, token = tokens.optimizador!): Promise<OptimizerAnswer> {
  const response = await run(body, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OptimizerAnswer;
}

async function save(name: string, token = tokens.optimizador!, body: OptimizerRequest = request) {
  const response = await call('POST', PATH, token, { name, request: body, result: await optimized(body, token) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as OptimizerScenario;
}

/** Every scenario row in the database, whatever the tenant: what a refused call must leave unchanged. */
async function storedCount(): Promise<number> {
  const result = (await testContext().database.db.execute(sql`select count(*)::int as n from optimizer_scenarios`)) as
    { rows: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]!.n);
}

describe('saved optimizer scenarios', () => {
  it('saves the answer under a trimmed name, with its author, and reads it back whole and in the list', async () => {
    const withOverrides: OptimizerRequest = {
      ...request,
      exclude: [{ projectId: (await optimized()).data[0]!.projectId, reason: 'Sin terreno disponible' }],
    };
    // A weight that is not numeric counts 1 (portfolio.md §5), for the optimizer and for the API alike.
    const sent = {
      ...withOverrides,
      criteria: [{ ...withOverrides.criteria[0]!, weight: 'tres' }, withOverrides.criteria[1]!],
    };
    const answer = await optimized(sent as unknown as OptimizerRequest);
    const response = await call('POST', PATH, tokens.optimizador!, {
      name: '  Plan de obras 2027  ',
      request: sent,
      result: answer,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const saved = (await response.json()) as OptimizerScenario;
    const optimizer = { userId: demoUserId('demo-optimizer'), name: 'Martín Rodríguez' };
    expect(saved).toMatchObject({
      name: 'Plan de obras 2027',
      author: optimizer,
      budgetLimit: request.budgetLimit,
      objective: answer.meta.objective,
      status: 'optimal',
      selectedCount: answer.data.length,
      totalBudget: answer.meta.totalBudget,
    });
    // The request is stored as the optimizer read it.
    expect(saved.request.criteria[0]!.weight).toBe(1);
    expect(saved.result.data).toEqual(answer.data);
    expect(saved.result.excluded).toEqual(answer.excluded);
    expect(saved.result.meta).toEqual(answer.meta);
    expect(saved.result.overrides).toEqual([
      {
        ...withOverrides.exclude![0],
        pin: 'exclude',
        setBy: { userId: optimizer.userId, email: 'optimizador@siipro.test', name: 'Martín Rodríguez' },
      },
    ]);

    const one = await call('GET', `${PATH}/${saved.scenarioId}`, tokens.optimizador!);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(saved);

    const list = await call('GET', PATH, tokens.admin!);
    expect(list.status).toBe(200);
    const { scenarios } = (await list.json()) as { scenarios: (OptimizerScenarioSummary & { result?: unknown })[] };
    const summary = scenarios.find((scenario) => scenario.scenarioId === saved.scenarioId)!;
    const { request: _request, result: _result, ...expected } = saved;
    expect(summary).toEqual(expected);
    expect('result' in summary).toBe(false);
  });

  it('rebuilds excluded and overrides when the client leaves them out (a large tenant’s list is megabytes)', async () => {
    const answer = await optimized();
    const { excluded: _excluded, overrides: _overrides, ...light } = answer;
    const response = await call('POST', PATH, tokens.optimizador!, { name: 'Liviano', request, result: light });
    expect(response.status, await response.clone().text()).toBe(201);
    const saved = (await response.json()) as OptimizerScenario;
    expect(saved.result.excluded).toEqual(answer.excluded);
    expect(saved.result.overrides).toEqual([]);
  });

  it('lists newest first, and limit bounds the list', async () => {
    const first = await save('Primero');
    testContext().clock.advanceSeconds(60);
    const second = await save('Segundo', tokens.admin!);
    const { scenarios } = (await (await call('GET', PATH, tokens.optimizador!)).json()) as {
      scenarios: OptimizerScenarioSummary[];
    };
    const ids = scenarios.map((scenario) => scenario.scenarioId);
    expect(ids.indexOf(second.scenarioId)).toBeLessThan(ids.indexOf(first.scenarioId));
    expect(scenarios[0]!.scenarioId).toBe(second.scenarioId);
    expect(second.author.name).toBe('María Fernández');
    const limited = (await (await call('GET', `${PATH}?limit=1`, tokens.optimizador!)).json()) as {
      scenarios: unknown[];
    };
    expect(limited.scenarios).toHaveLength(1);
    for (const limit of ['0', '101', 'x']) {
      expect((await call('GET', `${PATH}?limit=${limit}`, tokens.optimizador!)).status, limit).toBe(400);
    }
    expect((await call('GET', `${PATH}?sql=1`, tokens.optimizador!)).status).toBe(400);
  });

  it('refuses every route without optimizer:usage (editor, viewer), to non-members (403) and without a token (401)', async () => {
    const saved = await save('Del optimizador');
    const before = await storedCount();
    const answer = await optimized();
    for (const token of [tokens.editor!, tokens.viewer!, tokens.nuevo!]) {
      const calls = [
        call('POST', PATH, token, { name: 'Intruso', request, result: answer }),
        call('GET', PATH, token),
        call('GET', `${PATH}/${saved.scenarioId}`, token),
        call('DELETE', `${PATH}/${saved.scenarioId}`, token),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        const body = (await response.json()) as { errorCode: string; message: string };
        expect(body.errorCode).toBe('PERMISSION_DENIED');
        expect(JSON.stringify(body)).not.toContain('Del optimizador');
      }
    }
    for (const response of await Promise.all([
      call('GET', PATH, null),
      call('GET', `${PATH}/${saved.scenarioId}`, null),
      call('DELETE', `${PATH}/${saved.scenarioId}`, null),
    ])) {
      expect(response.status).toBe(401);
    }
    expect(await storedCount()).toBe(before);
    expect((await call('GET', `${PATH}/${saved.scenarioId}`, tokens.optimizador!)).status).toBe(200);
  });

  it('never finds another tenant’s scenario (404, no data), nor an id that is not a UUID', async () => {
    const saved = await save('De cenit-demo');
    // The admin is an admin of obras-publicas too: through that tenant, cenit-demo's scenario does not exist.
    const other = '/t/obras-publicas/optimizer/scenarios';
    for (const response of await Promise.all([
      call('GET', `${other}/${saved.scenarioId}`, tokens.admin!),
      call('DELETE', `${other}/${saved.scenarioId}`, tokens.admin!),
    ])) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el escenario.' });
    }
    const list = (await (await call('GET', other, tokens.admin!)).json()) as { scenarios: { scenarioId: string }[] };
    expect(list.scenarios.map((scenario) => scenario.scenarioId)).not.toContain(saved.scenarioId);
    for (const id of ['no-es-un-uuid', "1' or '1'='1", '00000000-0000-4000-8000-000000000000']) {
      const response = await call('GET', `${PATH}/${encodeURIComponent(id)}`, tokens.optimizador!);
      expect(response.status, id).toBe(404);
    }
    expect((await call('GET', `${PATH}/${saved.scenarioId}`, tokens.optimizador!)).status).toBe(200);
  });

  it('lets the author delete their own, refuses another user’s (403), and lets an admin delete any', async () => {
    const byAdmin = await save('Del administrador', tokens.admin!);
    const refused = await call('DELETE', `${PATH}/${byAdmin.scenarioId}`, tokens.optimizador!);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errorCode: 'PERMISSION_DENIED',
      message: 'Solo quien guardó el escenario, o un administrador, puede eliminarlo.',
    });
    expect((await call('GET', `${PATH}/${byAdmin.scenarioId}`, tokens.optimizador!)).status).toBe(200);

    const own = await save('Propio');
    expect((await call('DELETE', `${PATH}/${own.scenarioId}`, tokens.optimizador!)).status).toBe(204);
    expect((await call('GET', `${PATH}/${own.scenarioId}`, tokens.optimizador!)).status).toBe(404);
    expect((await call('DELETE', `${PATH}/${own.scenarioId}`, tokens.optimizador!)).status).toBe(404);

    const another = await save('Otro del optimizador');
    expect((await call('DELETE', `${PATH}/${another.scenarioId}`, tokens.admin!)).status).toBe(204);
    expect((await call('DELETE', `${PATH}/${byAdmin.scenarioId}`, tokens.admin!)).status).toBe(204);
  });

  it('answers malicious bodies with a Spanish 400 (a huge one 413) and stores nothing', async () => {
    const answer = await optimized();
    const body = { name: 'Escenario', request, result: answer };
    const data = answer.data;
    const before = await storedCount();
    const cases: [unknown, string | RegExp][] = [
      [{ ...body, name: '   ' }, 'Indica un nombre para el escenario.'],
      [{ ...body, name: 'x'.repeat(121) }, 'El nombre del escenario no puede superar los 120 caracteres.'],
      [{ ...body, name: 42 }, 'Indica un nombre para el escenario.'],
      [{ ...body, name: ['a'] }, 'Indica un nombre para el escenario.'],
      [{ ...body, authorId: demoUserId('demo-admin') }, /.+/],
      [
        { ...body, request: { ...request, budgetLimit: 0 } },
        'El presupuesto disponible debe ser un número mayor que 0.',
      ],
      [{ ...body, request: 'linear-int-opt-v1' }, 'La solicitud de optimización debe ser un objeto JSON.'],
      [{ ...body, result: [] }, /.+/],
      [{ ...body, result: { ...answer, meta: { ...answer.meta, status: 'proven' } } }, /.+/],
      [{ ...body, result: { ...answer, meta: { ...answer.meta, injected: true } } }, /.+/],
      [{ ...body, result: { ...answer, data: [{ ...data[0], value: '100' }, ...data.slice(1)] } }, /.+/],
      [{ ...body, result: { ...answer, data: [{ ...data[0], sql: 'drop' }, ...data.slice(1)] } }, /.+/],
      // Forged results. What the optimizer signed (the selection, meta, the request) edited: its signature no longer
      // matches. What the API rebuilds (a value, the exclusions) edited: it differs from the rebuilt result.
      [
        { ...body, result: { ...answer, data: data.map((row, i) => (i === 0 ? { ...row, value: 100 } : row)) } },
        'El resultado no coincide con los datos actuales (data[0].value). Vuelve a ejecutar la optimización y guárdala de nuevo.',
      ],
      [
        { ...body, result: { ...answer, data: [...data, { ...data[0]!, projectId: [...otherTenantIds][0]! }] } },
        texts.signatureMismatch,
      ],
      [{ ...body, result: { ...answer, data: [...data, data[0]] } }, texts.signatureMismatch],
      [
        { ...body, result: { ...answer, meta: { ...answer.meta, objective: answer.meta.objective * 2 } } },
        texts.signatureMismatch,
      ],
      [{ ...body, request: { ...request, budgetLimit: answer.meta.totalBudget / 2 } }, texts.signatureMismatch],
      [{ ...body, result: { ...answer, data: data.slice(1) } }, texts.signatureMismatch],
      [
        { ...body, request: { ...request, exclude: [{ projectId: data[0]!.projectId, reason: 'No va' }] } },
        texts.signatureMismatch,
      ],
      [
        { ...body, result: { ...answer, excluded: [{ projectId: data[0]!.projectId, reason: 'Inventado' }] } },
        /\(excluded\)/,
      ],
      [[], /.+/],
      ['null', /.+/],
    ];
    for (const [sent, message] of cases) {
      const response = await call('POST', PATH, tokens.optimizador!, sent);
      const text = await response.text();
      expect(response.status, text).toBe(400);
      const answered = JSON.parse(text) as { errorCode: string; message: string };
      expect(answered.errorCode).toBe('VALIDATION_ERROR');
      if (typeof message === 'string') expect(answered.message).toBe(message);
      else expect(answered.message).toMatch(message);
    }
    expect((await call('POST', PATH, tokens.optimizador!, '{"name":', 'application/json')).status).toBe(400);
    expect((await call('POST', PATH, tokens.optimizador!, JSON.stringify(body), 'text/plain')).status).toBe(400);
    const huge = await call('POST', PATH, tokens.optimizador!, { ...body, name: 'x'.repeat(SCENARIO_BODY_MAX_BYTES) });
    expect(huge.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it("judges a ranking past the usual 1 MB body limit on its merits (a large tenant's scenario), not with 413", async () => {
    const answer = await optimized();
    // 8,000 more rows (~1.7 MB): the ranking of a tenant with thousands of selected projects weighs as much.
    const unknown = Array.from({ length: 8_000 }, (_, index) => ({
      ...answer.data[0]!,
      projectId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      rank: answer.data.length + index + 1,
    }));
    const body = JSON.stringify({ name: 'Grande', request, result: { ...answer, data: [...answer.data, ...unknown] } });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const before = await storedCount();
    const response = await call('POST', PATH, tokens.optimizador!, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(texts.signatureMismatch);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a result the data no longer gives (a project changed since the run)', async () => {
    const answer = await optimized();
    const first = answer.data[0]!.projectId;
    await testContext().database.db.execute(sql`update projects set score = 0 where id = ${first}`);
    const before = await storedCount();
    const response = await call('POST', PATH, tokens.optimizador!, { name: 'Viejo', request, result: answer });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^El resultado no coincide con los datos actuales \(.+\)\. Vuelve a ejecutar la optimización y guárdala de nuevo\.$/,
    );
    expect(await storedCount()).toBe(before);
  });
  // Issue 44's outside probe: run with a project pinned out, then save that answer with the pin removed and the project
  // dressed as "no entra en el presupuesto". Before the signature it was stored as "optimal" without its best project
  // (the API only checked that the selection fit).
  it('refuses the outside probe: an answer saved for a request it was not given (a pin removed)', async () => {
    const unpinned = await optimized();
    const limit = request.budgetLimit!;
    // A selected project that no longer fits once the solver has filled the budget without it: the lie that fits.
    let probe: { pinned: OptimizerAnswer; projectId: string } | undefined;
    for (const row of unpinned.data) {
      const pinned = await optimized({ ...request, exclude: [{ projectId: row.projectId, reason: 'Prueba' }] });
      if (limit - pinned.meta.totalBudget < row.budget) {
        probe = { pinned, projectId: row.projectId };
        break;
      }
    }
    expect(probe, 'a selected project that no longer fits without its pin').toBeDefined();
    const { pinned } = probe!;
    // The pin gone from the request and from the answer: the API itself would word the project's exclusion as
    // "no entra en el presupuesto" (it rebuilds the reasons), so the lie needs no more than the ranking and meta.
    const forged = { data: pinned.data, meta: pinned.meta };
    const before = await storedCount();
    const response = await call('POST', PATH, tokens.optimizador!, { name: 'Sondeo', request, result: forged });
    expect(response.status, await response.clone().text()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(texts.signatureMismatch);
    expect(await storedCount()).toBe(before);
  });

  it('saves only the optimizer’s own answer: unsigned, for someone else, another tenant, or stale → 400', async () => {
    const answer = await optimized();
    const before = await storedCount();
    const refused = async (token: string, body: unknown, message: string, path = PATH) => {
      const response = await call('POST', path, token, body);
      expect(response.status, await response.clone().text()).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    };
    const { signature, ...unsigned } = answer.meta;
    expect(signature).toBeDefined();
    await refused(
      tokens.optimizador!,
      { name: 'Sin firma', request, result: { ...answer, meta: unsigned } },
      texts.unsigned,
    );
    // Signed for the optimizer account: the admin (who may save scenarios too) cannot pass it off as theirs.
    await refused(tokens.admin!, { name: 'Ajeno', request, result: answer }, texts.signatureMismatch);
    // A signature edited by one character, or moved to another time.
    const flipped = `${signature!.value.startsWith('A') ? 'B' : 'A'}${signature!.value.slice(1)}`;
    await refused(
      tokens.optimizador!,
      {
        name: 'Editada',
        request,
        result: { ...answer, meta: { ...answer.meta, signature: { ...signature!, value: flipped } } },
      },
      texts.signatureMismatch,
    );
    await refused(
      tokens.optimizador!,
      {
        name: 'Otra hora',
        request,
        result: {
          ...answer,
          meta: { ...answer.meta, signature: { ...signature!, signedAt: new Date().toISOString() } },
        },
      },
      texts.signatureMismatch,
    );
    // The admin's answer in their other tenant, posted to this one.
    const elsewhere = await run(request, tokens.admin!, 'obras-publicas');
    expect(elsewhere.status).toBe(200);
    await refused(
      tokens.admin!,
      { name: 'Otro espacio', request, result: (await elsewhere.json()) as OptimizerAnswer },
      texts.signatureMismatch,
    );
    // Truly signed (with the shared key), but 25 hours ago: the data may have moved since.
    const signedAt = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    const claim = optimizerAnswerClaim({
      tenantSlug: 'cenit-demo',
      userId: demoUserId('demo-optimizer'),
      signedAt,
      request,
      answer,
    });
    await refused(
      tokens.optimizador!,
      {
        name: 'Vieja',
        request,
        result: {
          ...answer,
          meta: {
            ...answer.meta,
            signature: { signedAt, value: signOptimizerClaim(TEST_OPTIMIZER_SIGNING_KEY, claim) },
          },
        },
      },
      texts.signatureExpired,
    );
    // A v1 answer posted as the answer to a v2 request.
    await refused(
      tokens.optimizador!,
      { name: 'Mezcla', request: { ...request, model: 'linear-int-opt-v2', keepInExecution: true }, result: answer },
      texts.modelMismatch,
    );
    expect(await storedCount()).toBe(before);
  });

  it('saves a v2 scenario (with restrictions): lists it as v2, reads back its yearly use and curve', async () => {
    const year = new Date().getFullYear();
    const capital: CapitalRequest = {
      ...request,
      model: 'linear-int-opt-v2',
      years: [
        { year, limit: 3_000_000_000 },
        { year: year + 1, limit: 2_000_000_000 },
      ],
      curve: true,
    };
    const response = await run(capital, tokens.optimizador!);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as CapitalAnswer;
    expect(answer.meta.status).not.toBe('infeasible');
    expect(answer.meta.signature).toBeDefined();
    // The client may leave out what the API rebuilds.
    const { excluded: _excluded, years: _years, sources: _sources, shares: _shares, ...light } = answer;
    const saved = await call('POST', PATH, tokens.optimizador!, {
      name: 'Plan plurianual',
      request: capital,
      result: light,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const scenario = (await saved.json()) as OptimizerScenario & { result: CapitalAnswer };
    expect(scenario).toMatchObject({ name: 'Plan plurianual', model: 'linear-int-opt-v2', status: answer.meta.status });
    expect(scenario.request).toEqual(capital);
    expect(scenario.result.data).toEqual(answer.data);
    expect(scenario.result.excluded).toEqual(answer.excluded);
    expect(scenario.result.years).toEqual(answer.years);
    expect(scenario.result.curve).toEqual(answer.curve);
    const one = await call('GET', `${PATH}/${scenario.scenarioId}`, tokens.admin!);
    expect(await one.json()).toEqual(scenario);
    const list = (await (await call('GET', PATH, tokens.optimizador!)).json()) as {
      scenarios: OptimizerScenarioSummary[];
    };
    expect(list.scenarios.find((row) => row.scenarioId === scenario.scenarioId)?.model).toBe('linear-int-opt-v2');

    // Edited after signing: a restriction loosened in the request, a project added, the yearly use or the curve.
    const before = await storedCount();
    const edits: [unknown, string | RegExp][] = [
      [{ request: { ...capital, years: [{ year, limit: 9_000_000_000 }] }, result: answer }, texts.signatureMismatch],
      [{ request: capital, result: { ...answer, data: answer.data.slice(1) } }, texts.signatureMismatch],
      [
        { request: capital, result: { ...answer, curve: { ...answer.curve!, flattensAt: 0.5 } } },
        texts.signatureMismatch,
      ],
      [
        { request: capital, result: { ...answer, years: answer.years.map((row) => ({ ...row, spend: 0 })) } },
        /\(years\)/,
      ],
    ];
    for (const [edit, message] of edits) {
      const refused = await call('POST', PATH, tokens.optimizador!, { name: 'Editado', ...(edit as object) });
      expect(refused.status, await refused.clone().text()).toBe(400);
      const text = ((await refused.json()) as { message: string }).message;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it('does not save an infeasible v2 answer (nothing was selected)', async () => {
    // A project pinned in, and every peso owed to a province no project is in.
    const pinned = (await optimized()).data[0]!.projectId;
    const impossible: CapitalRequest = {
      ...request,
      model: 'linear-int-opt-v2',
      include: [{ projectId: pinned, reason: 'Compromiso' }],
      minShare: [{ by: 'province', group: 'Ninguna', share: 1 }],
    };
    const response = await run(impossible, tokens.optimizador!);
    const answer = (await response.json()) as CapitalAnswer;
    expect(answer.meta.status).toBe('infeasible');
    const saved = await call('POST', PATH, tokens.optimizador!, {
      name: 'Imposible',
      request: impossible,
      result: answer,
    });
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as { message: string }).message).toBe(texts.infeasibleNotSaved);
  });
  it('answers 503 to a save when the API has no key to check signatures with, and stores nothing', async () => {
    const answer = await optimized();
    const { config } = testContext();
    const key = config.optimizerSigningKey;
    const before = await storedCount();
    config.optimizerSigningKey = undefined;
    try {
      const response = await call('POST', PATH, tokens.optimizador!, { name: 'Sin clave', request, result: answer });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe(texts.signingNotConfigured);
    } finally {
      config.optimizerSigningKey = key;
    }
    expect(await storedCount()).toBe(before);
  });
});
