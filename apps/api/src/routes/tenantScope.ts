// Everything under /t/:slug: authenticated, and only for members of that tenant, checked before any handler runs
// (http/tenantAccess.ts). Each area adds its routes here; a route that needs more than membership declares its
// permission where it is defined (`requirePermission`), and every write needs one: the scope refuses to be built
// with a write route that has none, so a forgotten guard stops the API at start-up instead of reaching production.
// The areas never see the owner's database: their statements go through the tenant's (`tenantDb(c)`), which
// row-level security confines to the request's tenant (db/tenantScope.ts, migration 0014).
import { Hono } from 'hono';
import { requireCaller } from '@siipro/server';
import type { AppDependencies, TenantAreaDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';
import { RateLimitCounters, rateLimitWritesByCaller } from '../http/rateLimit.ts';
import { routePermission } from '../http/requirePermission.ts';
import { tenantAccess } from '../http/tenantAccess.ts';
import { mapRoutes } from './map.ts';
import { optimizerRoutes } from './optimizer.ts';
import { organizationRoutes } from './organizations.ts';
import { projectDetailRoutes } from './projectDetail.ts';
import { projectImportRoutes } from './projectImports.ts';
import { projectListRoutes } from './projects.ts';
import { reportRoutes } from './reports.ts';
import { searchRoutes } from './search.ts';
import { tenantAuditRoutes } from './tenantAudit.ts';
import { tenantDomainRoutes } from './tenantDomains.ts';
import { tenantMemberRoutes } from './tenantMembers.ts';
import { tenantSettingsRoutes } from './tenantSettings.ts';

const TENANT_PREFIX = '/t/:slug';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The tenant areas of the API, each a Hono app whose paths are relative to /t/:slug. */
export function tenantAreas(deps: TenantAreaDependencies): Hono<AppEnv>[] {
  // The list's fixed paths (/projects/export, /projects/filters/values, /projects/imports…) before the detail's
  // /projects/:projectSlug.
  return [
    tenantSettingsRoutes(deps),
    tenantDomainRoutes(deps),
    tenantMemberRoutes(deps),
    tenantAuditRoutes(),
    organizationRoutes(deps),
    projectListRoutes(deps),
    projectImportRoutes(deps),
    projectDetailRoutes(deps),
    searchRoutes(),
    reportRoutes(deps),
    mapRoutes(),
    optimizerRoutes(deps),
  ];
}

export function tenantScopeRoutes(
  deps: AppDependencies,
  areas: Hono<AppEnv>[] = tenantAreas(withoutOwnerDatabase(deps)),
) {
  const scope = new Hono<AppEnv>().use(
    `${TENANT_PREFIX}/*`,
    requireCaller(deps.auth.accessTokens),
    tenantAccess(deps.db),
    rateLimitWritesByCaller(new RateLimitCounters(deps.db, deps.clock), {
      name: 'writes',
      ...deps.config.writeRateLimit,
    }),
  );
  for (const area of areas) scope.route(TENANT_PREFIX, area);
  const unguarded = unguardedWrites(scope);
  if (unguarded.length > 0) {
    throw new Error(`Tenant write routes without requirePermission: ${unguarded.join(', ')}`);
  }
  return scope;
}

/** What every tenant write may answer when its caller spent WRITE_RATE_LIMIT (rateLimitWritesByCaller above). */
const writeRateLimited = {
  description: 'Demasiados cambios seguidos de la misma persona (RATE_LIMITED)',
  headers: { 'Retry-After': 'Segundos hasta que la persona pueda volver a escribir' },
};

/**
 * The documents of `operations` with the 429 of the write limit added to every write under /t/{slug} — the routes
 * the limiter above counts — so no route module has to remember it and none can forget it.
 */
export function withWriteRateLimit(operations: readonly OperationDoc[]): OperationDoc[] {
  const documentedPrefix = TENANT_PREFIX.replace(/:(\w+)/, '{$1}');
  return operations.map((operation) =>
    operation.path.startsWith(`${documentedPrefix}/`) && !READ_METHODS.has(operation.method.toUpperCase())
      ? { ...operation, responses: { ...operation.responses, 429: writeRateLimited } }
      : operation,
  );
}

function withoutOwnerDatabase(deps: AppDependencies): TenantAreaDependencies {
  const areaDeps: Partial<AppDependencies> = { ...deps };
  delete areaDeps.db;
  return areaDeps as TenantAreaDependencies;
}

/**
 * `METHOD path` of each write route under /t/:slug none of whose handlers is a `requirePermission` guard. An ALL entry
 * on a wildcard path is middleware (`.use`); on an exact path it is a handler for every method (`.all`), writes
 * included, so it needs a guard too.
 */
export function unguardedWrites(app: Hono<AppEnv>): string[] {
  const guarded = new Map<string, boolean>();
  for (const { method, path, handler } of app.routes) {
    const middleware = method === 'ALL' && path.endsWith('*');
    if (middleware || READ_METHODS.has(method) || !path.startsWith(`${TENANT_PREFIX}/`)) continue;
    const route = `${method} ${path}`;
    guarded.set(route, guarded.get(route) === true || routePermission(handler) !== undefined);
  }
  return [...guarded].filter(([, isGuarded]) => !isGuarded).map(([route]) => route);
}
