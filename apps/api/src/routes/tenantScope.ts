// Everything under /t/:slug: authenticated, and only for members of that tenant. Later areas (members, projects,
// organisations…) add their routes to this scope; `requirePermission` guards the ones that need more than membership.
import { Hono } from 'hono';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { requireCaller } from '../http/requireCaller.ts';
import { tenantAccess } from '../http/tenantAccess.ts';
import { projectListRoutes } from './projects.ts';
import { tenantSettingsRoutes } from './tenantSettings.ts';

export function tenantScopeRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('/t/:slug/*', requireCaller(deps.auth.accessTokens), tenantAccess(deps.db))
    .route('/t/:slug', tenantSettingsRoutes(deps))
    .route('/t/:slug', projectListRoutes(deps));
}
