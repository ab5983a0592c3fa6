// The API's HTTP surface, built from its dependencies so tests run it in-process against their own database.
import { Hono } from 'hono';
import { DOCUMENT_MAX_BYTES, documentTooLargeMessage, interpolate, messages } from '@siipro/domain';
import { bodyLimit } from 'hono/body-limit';
import {
  ApiError,
  createErrorHandler,
  createMetricsRegistry,
  httpMetrics,
  metricsHandler,
  noStore,
  notFoundHandler,
  requestLog,
  requireConfiguredHost,
  serviceSecurityHeaders,
} from '@siipro/server';
import { recogniseConnectionFailure } from '../db/connectionFailure.ts';
import { recogniseDataException } from '../db/dataException.ts';
import { documentStoreFor } from '../projects/configuredDocumentStore.ts';
import { ImportRunner } from '../projects/import/importRunner.ts';
import { authDocs, authRoutes } from '../routes/auth.ts';
import { healthDocs, healthRoutes } from '../routes/health.ts';
import { invitationLinkDocs, invitationLinkRoutes } from '../routes/invitations.ts';
import { tenantScopeRoutes, withWriteRateLimit } from '../routes/tenantScope.ts';
import { mapDocs } from '../routes/map.ts';
import { optimizerDocs, SCENARIO_BODY_MAX_BYTES, savesScenario } from '../routes/optimizer.ts';
import { organizationDocs } from '../routes/organizations.ts';
import { projectDetailDocs } from '../routes/projectDetail.ts';
import { IMPORT_MAX_BYTES } from '../projects/import/importLimits.ts';
import { IMPORT_BODY_MAX_BYTES, projectImportDocs, uploadsImport } from '../routes/projectImports.ts';
import { projectListDocs } from '../routes/projects.ts';
import { publicDocs, publicRoutes } from '../routes/public.ts';
import { reportDocs } from '../routes/reports.ts';
import { searchDocs } from '../routes/search.ts';
import { tenantAuditDocs } from '../routes/tenantAudit.ts';
import { tenantDomainDocs } from '../routes/tenantDomains.ts';
import { tenantMemberDocs } from '../routes/tenantMembers.ts';
import { tenantSettingsDocs } from '../routes/tenantSettings.ts';
import { userDocs, userRoutes } from '../routes/users.ts';
import { versionDocs, versionRoutes } from '../routes/version.ts';
import { wellKnownDocs, wellKnownRoutes } from '../routes/wellKnown.ts';
import { buildOpenApiDocument, type OperationDoc } from '../openapi.ts';
import { registerApiMetrics } from './apiMetrics.ts';
import { inArrivalOrder } from './arrivalOrder.ts';
import type { AppDependencies } from './dependencies.ts';
import type { AppEnv } from './env.ts';

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What never waits in the arrival queue: the version, health probes and metrics, which must answer under any load. */
const answersAtOnce = (method: string, path: string) =>
  path === '/' || path.startsWith('/health/') || path === '/metrics' || method === 'OPTIONS';
/** Room for a multipart form's boundaries and part headers around one document. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Every documented operation; the OpenAPI test checks it against the routes actually mounted. Tenant writes gain the
 * write limit's 429 in one place (withWriteRateLimit).
 */
export const operationDocs: OperationDoc[] = withWriteRateLimit([
  ...versionDocs,
  ...healthDocs,
  ...wellKnownDocs,
  ...authDocs,
  ...userDocs,
  ...invitationLinkDocs,
  ...tenantSettingsDocs,
  ...tenantDomainDocs,
  ...tenantMemberDocs,
  ...tenantAuditDocs,
  ...projectListDocs,
  ...projectImportDocs,
  ...projectDetailDocs,
  ...organizationDocs,
  ...searchDocs,
  ...reportDocs,
  ...mapDocs,
  ...optimizerDocs,
  ...publicDocs,
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Este documento OpenAPI',
    tag: 'sistema',
    security: 'none',
    responses: { 200: { description: 'Documento OpenAPI 3.1' } },
  },
]);

/** GET /metrics, documented only where it exists (METRICS_TOKEN set). */
const metricsDoc: OperationDoc = {
  method: 'get',
  path: '/metrics',
  summary: 'Métricas de Prometheus (con el token de METRICS_TOKEN como Bearer)',
  tag: 'sistema',
  security: 'metricsToken',
  responses: {
    200: { description: 'Métricas en el formato de texto de Prometheus' },
    401: { description: 'Sin el token de métricas (UNAUTHENTICATED)' },
  },
};

export function createApp(appDeps: AppDependencies) {
  // One import runner for the import routes and the metrics that count its jobs.
  // One document store for every route of the process (and for tests, that of their own DATA_DIR).
  const deps: AppDependencies = {
    ...appDeps,
    imports: appDeps.imports ?? new ImportRunner(),
    documents: appDeps.documents ?? documentStoreFor(appDeps.config),
  };
  const metricsToken = deps.config.metricsToken;
  const openApiDocument = buildOpenApiDocument(metricsToken ? [...operationDocs, metricsDoc] : operationDocs, {
    version: deps.config.version,
  });

  const app = new Hono<AppEnv>();
  const registry = metricsToken ? createMetricsRegistry('siipro-api') : undefined;
  if (registry) {
    app.use(httpMetrics(registry));
    registerApiMetrics(registry, deps.db, deps.imports!);
  }
  app.use(requestLog(deps.logger));
  app.use(serviceSecurityHeaders());
  // Only the names it is configured with (config.allowedHosts): a foreign Host is a DNS-rebinding page. A load
  // balancer's health probe asks by address, and learns nothing else.
  app.use(requireConfiguredHost(deps.config.allowedHosts, { exemptPaths: ['/health/live', '/health/ready'] }));
  if (deps.arrivalQueue) app.use(inArrivalOrder(deps.arrivalQueue, answersAtOnce));
  for (const personal of ['/auth/*', '/users/*', '/invitations/*', '/t/*']) app.use(personal, noStore());
  /** A JSON body's limit: past it, 413 with the generic message. */
  const limitJson = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError('PAYLOAD_TOO_LARGE');
      },
    });
  const limitBody = limitJson(deps.config.bodyLimitBytes);
  // Documents arrive as multipart/form-data, the only such bodies the API takes: they may be as large as a document
  // (plus the form's own bytes), and the refusal says so in the document's terms.
  const limitUpload = bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', documentTooLargeMessage());
    },
  });
  // A spreadsheet import may be 50 MB; the upload streams it to disk (projects/import/spoolUpload.ts).
  const limitImport = bodyLimit({
    maxSize: IMPORT_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(
        'PAYLOAD_TOO_LARGE',
        interpolate(messages.projectImport.request.fileTooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 }),
      );
    },
  });
  // A saved scenario's ranking grows with the tenant's portfolio (routes/optimizer.ts).
  const limitScenario = limitJson(Math.max(SCENARIO_BODY_MAX_BYTES, deps.config.bodyLimitBytes));
  // Only requests that may carry a body: asking a GET for its body makes the Node adapter build a whole fetch
  // Request (~0.1 ms of CPU on every read) just to find there is none.
  app.use((c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    if (uploadsImport(c.req.method, c.req.path)) return limitImport(c, next);
    if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return limitUpload(c, next);
    return savesScenario(c.req.method, c.req.path) ? limitScenario(c, next) : limitBody(c, next);
  });

  app.route('/', versionRoutes(deps.config));
  app.route('/', healthRoutes(deps.db, deps.lifecycle));
  if (registry && metricsToken) app.get('/metrics', metricsHandler(registry, metricsToken));
  app.route('/', wellKnownRoutes(deps.auth.accessTokens));
  app.route('/', authRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', invitationLinkRoutes(deps));
  app.route('/', tenantScopeRoutes(deps));
  app.route('/', publicRoutes(deps));
  app.get('/openapi.json', (c) => c.json(openApiDocument));

  app.notFound(notFoundHandler);
  app.onError(
    createErrorHandler(deps.logger, {
      recognise: (error) => recogniseDataException(error) ?? recogniseConnectionFailure(error),
    }),
  );
  return app;
}
