// The optimizer's data under /t/:slug (issue 17, ARCHITECTURE.md §4): the candidates linear-int-opt-v1 reads, for the
// optimizer service, which calls with the person's own token — so membership (tenantScope, before any handler) and
// optimizer:usage (§3) are checked here on every run, and a removed member or a changed role takes effect at once.
import { Hono } from 'hono';
import { encodeOptimizerCandidates, optimizerCandidatesSchema } from '@siipro/domain';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { optimizerCandidates } from '../optimizer/candidatesQuery.ts';

export function optimizerRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().get('/optimizer/candidates', requirePermission('optimizer:usage'), async (c) =>
    c.json(encodeOptimizerCandidates(await optimizerCandidates(deps.db, c.get('tenantAccess').tenantId))),
  );
}

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
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro o su rol no tiene optimizer:usage (PERMISSION_DENIED)' },
    },
  },
];
