// The optimizer's data under /t/:slug (issue 17, ARCHITECTURE.md §4): the candidates linear-int-opt-v1 reads, for the
// optimizer service, which calls with the person's own token — so membership (tenantScope, before any handler) and
// optimizer:usage (§3) are checked here on every run, and a removed member or a changed role takes effect at once —
// and the saved scenarios. A scenario's result is never the client's word alone: the API rebuilds it from its own
// current data by the model's rules (domain's vouchForOptimizerResult) and refuses one that does not match; status,
// gap and solveMs are stored as the optimizer reported them. Every route needs optimizer:usage; a scenario is deleted
// by its author or by an admin of the tenant (who answers for what the tenant keeps).
import { Hono } from 'hono';
import {
  canDeleteScenario,
  encodeCapitalCandidates,
  messages,
  optimizerCandidatesSchema,
  optimizerScenarioCreateBodySchema,
  optimizerScenarioListQuerySchema,
  optimizerScenarioListSchema,
  optimizerScenarioSchema,
  vouchForOptimizerResult,
} from '@siipro/domain';
import { ApiError, validate } from '@siipro/server';
import { uuidOr404 } from '../edits/versionedEdit.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { optimizerCandidates } from '../optimizer/candidatesQuery.ts';
import {
  deleteScenario,
  insertScenario,
  listScenarios,
  loadScenario,
  scenarioAuthor,
} from '../optimizer/scenarioRows.ts';
import { authorOf } from '../projects/author.ts';

const texts = messages.optimizer.scenarios;

/**
 * The body limit of a scenario save. Its ranking has one row per selected project (~200-300 bytes with its
 * contributions), so the API's 1 MB refused any scenario of more than ~4,000 projects with 413; 16 MB holds the whole
 * ranking of a 50,000-candidate tenant (issue 19's optimizer size). The route reads the body only once the caller is
 * a member with optimizer:usage.
 */
export const SCENARIO_BODY_MAX_BYTES = 16 * 1024 * 1024;

/** The saved scenarios, under /t/{slug}. */
const SCENARIOS_PATH = '/optimizer/scenarios';
const SCENARIOS_URL = new RegExp(`^/t/[^/]+${SCENARIOS_PATH}/?$`);

/** Whether a request saves a scenario (POST /t/{slug}/optimizer/scenarios), the body SCENARIO_BODY_MAX_BYTES bounds. */
export function savesScenario(method: string, path: string): boolean {
  return method === 'POST' && SCENARIOS_URL.test(path);
}

/** A scenario id that is not a UUID names no scenario: 404, before any SQL sees it. */
const scenarioIdOf = (value: string) => uuidOr404(value, texts.notFound);

export function optimizerRoutes(deps: TenantAreaDependencies) {
  const { clock } = deps;
  return new Hono<AppEnv>()
    .get('/optimizer/candidates', requirePermission('optimizer:usage'), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      return c.json(encodeCapitalCandidates(await optimizerCandidates(tenantDb(c), tenantId)));
    })
    .post(
      SCENARIOS_PATH,
      requirePermission('optimizer:usage'),
      validate('json', optimizerScenarioCreateBodySchema),
      async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const { name, request, result } = c.req.valid('json');
        const caller = c.get('caller');
        const author = await authorOf(tenantDb(c), caller.userId);
        const vouched = vouchForOptimizerResult(request, await optimizerCandidates(tenantDb(c), tenantId), result, {
          userId: caller.userId,
          email: caller.email,
          name: author.name,
        });
        if (!vouched.ok) throw new ApiError('VALIDATION_ERROR', vouched.error);
        return c.json(
          await insertScenario(tenantDb(c), tenantId, { name, request, result: vouched.value }, author, clock.now()),
          201,
        );
      },
    )
    .get(
      SCENARIOS_PATH,
      requirePermission('optimizer:usage'),
      validate('query', optimizerScenarioListQuerySchema),
      async (c) =>
        c.json({
          scenarios: await listScenarios(tenantDb(c), c.get('tenantAccess').tenantId, c.req.valid('query').limit),
        }),
    )
    .get(`${SCENARIOS_PATH}/:scenarioId`, requirePermission('optimizer:usage'), async (c) => {
      const scenarioId = scenarioIdOf(c.req.param('scenarioId'));
      const scenario = await loadScenario(tenantDb(c), c.get('tenantAccess').tenantId, scenarioId);
      if (!scenario) throw new ApiError('NOT_FOUND', texts.notFound);
      return c.json(scenario);
    })
    .delete(`${SCENARIOS_PATH}/:scenarioId`, requirePermission('optimizer:usage'), async (c) => {
      const { tenantId, membership } = c.get('tenantAccess');
      const scenarioId = scenarioIdOf(c.req.param('scenarioId'));
      const authorId = await scenarioAuthor(tenantDb(c), tenantId, scenarioId);
      if (authorId === undefined) throw new ApiError('NOT_FOUND', texts.notFound);
      if (!canDeleteScenario(authorId, { userId: c.get('caller').userId, role: membership.role })) {
        throw new ApiError('PERMISSION_DENIED', texts.deleteNotAllowed);
      }
      await deleteScenario(tenantDb(c), tenantId, scenarioId);
      return c.body(null, 204);
    });
}

const errors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro o su rol no tiene optimizer:usage (PERMISSION_DENIED)' },
};
const notFound = { 404: { description: 'No hay tal escenario en este espacio de trabajo (NOT_FOUND)' } };

export const optimizerDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/optimizer/candidates',
    summary:
      'Lo que el modelo linear-int-opt-v1 lee de cada proyecto (tipo proyecto) del espacio de trabajo, en columnas: ' +
      'id, presupuesto, meses de ejecución, puntuación y beneficiarios (null cuando falta). Lo llama el servicio de ' +
      'optimización con el token de la persona; requiere optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    responses: {
      200: { description: 'Candidatos en columnas', schema: optimizerCandidatesSchema },
      ...errors,
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/optimizer/scenarios',
    summary:
      'Guarda un escenario: nombre (1 a 120 caracteres), la solicitud al optimizador y su respuesta (excluded y ' +
      'overrides pueden omitirse). La API reconstruye el resultado con sus propios datos actuales y las reglas del ' +
      'modelo y rechaza (400) uno que no coincida: un proyecto seleccionado que no es candidato, un valor o total ' +
      'distinto, sobre el presupuesto, una decisión manual no respetada, un candidato fuera que aún entra. status, ' +
      'gap y solveMs se guardan como los informó el optimizador; las decisiones manuales quedan a nombre de quien ' +
      'guarda. Requiere optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    requestBody: optimizerScenarioCreateBodySchema,
    responses: {
      201: { description: 'El escenario guardado, con el resultado que la API avaló', schema: optimizerScenarioSchema },
      400: { description: 'Cuerpo inválido o resultado que no coincide con los datos (VALIDATION_ERROR)' },
      ...errors,
      413: { description: `Cuerpo de más de ${SCENARIO_BODY_MAX_BYTES / (1024 * 1024)} MB (PAYLOAD_TOO_LARGE)` },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/optimizer/scenarios',
    summary:
      'Los escenarios guardados del espacio de trabajo, del más nuevo al más viejo (limit 1..100, 50 por omisión), ' +
      'sin el resultado: nombre, autor, fecha, presupuesto disponible, objetivo, estado, cantidad seleccionada y ' +
      'presupuesto total. Requiere optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    responses: {
      200: { description: 'Escenarios', schema: optimizerScenarioListSchema },
      400: { description: 'limit inválido (VALIDATION_ERROR)' },
      ...errors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/optimizer/scenarios/{scenarioId}',
    summary: 'Un escenario completo: la solicitud y el resultado guardados. Requiere optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    responses: {
      200: { description: 'El escenario', schema: optimizerScenarioSchema },
      ...errors,
      ...notFound,
    },
  },
  {
    method: 'delete',
    path: '/t/{slug}/optimizer/scenarios/{scenarioId}',
    summary:
      'Elimina un escenario. Solo quien lo guardó, o un administrador del espacio de trabajo; requiere ' +
      'optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    responses: {
      204: { description: 'Eliminado' },
      401: errors[401],
      403: { description: 'Sin optimizer:usage, o no es su autor ni administrador (PERMISSION_DENIED)' },
      ...notFound,
    },
  },
];
