// The optimizer's data under /t/:slug (issue 17, ARCHITECTURE.md §4): the candidates linear-int-opt-v1 reads, for the
// optimizer service, which calls with the person's own token — so membership (tenantScope, before any handler) and
// optimizer:usage (§3) are checked here on every run, and a removed member or a changed role takes effect at once —
// and the saved scenarios. A scenario's result is never the client's word alone (issue 44's outside probe stored an
// edited answer as "optimal"): the selection, status, gap and curve must carry the optimizer service's signature for
// this very request, tenant and person (the key both services share, OPTIMIZER_SIGNING_KEY), and everything else is
// rebuilt from the API's own current data by the model's rules (domain's vouchForOptimizerResult and
// vouchForCapitalResult), refusing what does not match. Every route needs optimizer:usage; a scenario is deleted by
// its author or by an admin of the tenant (who answers for what the tenant keeps).
import { Hono } from 'hono';
import {
  canDeleteScenario,
  claimIsFresh,
  encodeCapitalCandidates,
  isCapitalRequest,
  optimizerAnswerClaim,
  sameModel,
  vouchForCapitalResult,
  type CapitalPostedResult,
  type OptimizerPostedResult,
  messages,
  optimizerCandidatesSchema,
  optimizerScenarioCreateBodySchema,
  optimizerScenarioListQuerySchema,
  optimizerScenarioListSchema,
  optimizerScenarioSchema,
  vouchForOptimizerResult,
} from '@siipro/domain';
import { ApiError, validate, verifyOptimizerClaim } from '@siipro/server';
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
  const { clock, config } = deps;
  return new Hono<AppEnv>()
    .get('/optimizer/candidates', requirePermission('optimizer:usage'), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      // The optimizer aborts this read when its own client disconnects: the work stops and nobody gets an answer.
      const { signal } = c.req.raw;
      try {
        return c.json(encodeCapitalCandidates(await optimizerCandidates(tenantDb(c), tenantId, signal)));
      } catch (error) {
        if (signal.aborted) return new Response(null, { status: 499 });
        throw error;
      }
    })
    .post(
      SCENARIOS_PATH,
      requirePermission('optimizer:usage'),
      validate('json', optimizerScenarioCreateBodySchema),
      async (c) => {
        const { tenantId, slug } = c.get('tenantAccess');
        const { name, request, result } = c.req.valid('json');
        const caller = c.get('caller');
        const key = config.optimizerSigningKey;
        if (!key) throw new ApiError('SERVICE_UNAVAILABLE', texts.signingNotConfigured);
        if (!sameModel(request, result)) throw new ApiError('VALIDATION_ERROR', texts.modelMismatch);
        // The optimizer's word first: signed for this request, tenant and person, and not stale.
        const signature = result.meta.signature;
        if (!signature) throw new ApiError('VALIDATION_ERROR', texts.unsigned);
        const claim = optimizerAnswerClaim({
          tenantSlug: slug,
          userId: caller.userId,
          signedAt: signature.signedAt,
          request,
          answer: result,
        });
        if (!verifyOptimizerClaim(key, claim, signature.value)) {
          throw new ApiError('VALIDATION_ERROR', texts.signatureMismatch);
        }
        if (!claimIsFresh(signature.signedAt, clock.now())) {
          throw new ApiError('VALIDATION_ERROR', texts.signatureExpired);
        }
        const author = await authorOf(tenantDb(c), caller.userId);
        const savedBy = { userId: caller.userId, email: caller.email, name: author.name };
        const candidates = await optimizerCandidates(tenantDb(c), tenantId);
        const vouched = isCapitalRequest(request)
          ? vouchForCapitalResult(request, candidates, result as CapitalPostedResult, savedBy)
          : vouchForOptimizerResult(request, candidates, result as OptimizerPostedResult, savedBy);
        if (!vouched.ok) throw new ApiError('VALIDATION_ERROR', vouched.error);
        // Kept with the result: anyone holding the key can check later that the optimizer gave it.
        vouched.value.meta.signature = signature;
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
      'Guarda un escenario: nombre (1 a 120 caracteres), la solicitud al optimizador (modelo v1 o v2) y su ' +
      'respuesta con la firma del optimizador (meta.signature; excluded, overrides y, en v2, years, sources y ' +
      'shares pueden omitirse). La firma debe ser la del optimizador para esta misma solicitud, espacio de trabajo ' +
      'y persona, de menos de 24 horas (400 si falta, no coincide o venció; 503 sin clave configurada). La API ' +
      'reconstruye el resto con sus propios datos actuales y las reglas del modelo y rechaza (400) lo que no ' +
      'coincida: un proyecto seleccionado que no es candidato, un valor o total distinto, una restricción o ' +
      'decisión manual no respetada. Una respuesta sin solución (infeasible) no se guarda. Las decisiones manuales ' +
      'quedan a nombre de quien guarda. Requiere optimizer:usage.',
    tag: 'optimización',
    security: 'accessToken',
    requestBody: optimizerScenarioCreateBodySchema,
    responses: {
      201: { description: 'El escenario guardado, con el resultado que la API avaló', schema: optimizerScenarioSchema },
      400: {
        description:
          'Cuerpo inválido, respuesta sin firma del optimizador o con firma que no coincide o vencida, o resultado ' +
          'que no coincide con los datos (VALIDATION_ERROR)',
      },
      ...errors,
      503: { description: 'La API no tiene configurada OPTIMIZER_SIGNING_KEY (SERVICE_UNAVAILABLE)' },
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
