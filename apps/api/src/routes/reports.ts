// Reports under /t/:slug (platform.md §2 "/reports"): the priority distribution of the projects the list's query
// selects. Any member reads; the tenant comes from the membership check, never from the query.
import { Hono } from 'hono';
import { monthlyTrendsSchema, portfolioTotalsSchema, priorityDistributionSchema } from '@siipro/domain';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';
import { monthlyTrends } from '../reports/monthlyTrends.ts';
import { portfolioTotals } from '../reports/portfolioTotals.ts';
import { priorityDistribution } from '../reports/priorityDistribution.ts';
import { listQueryOf } from './projects.ts';

export function reportRoutes({ clock }: Pick<TenantAreaDependencies, 'clock'>) {
  return (
    new Hono<AppEnv>()
      .get('/reports/priority-distribution', async (c) => {
        const query = listQueryOf(c.req.url);
        return c.json(await priorityDistribution(tenantDb(c), c.get('tenantAccess').tenantId, query));
      })
      .get('/reports/portfolio-totals', async (c) => {
        const query = listQueryOf(c.req.url);
        return c.json(await portfolioTotals(tenantDb(c), c.get('tenantAccess').tenantId, query));
      })
      // The dashboard's "Tendencias del Mes": any member, as the dashboard itself.
      .get('/reports/monthly-trends', async (c) => {
        return c.json(await monthlyTrends(tenantDb(c), c.get('tenantAccess').tenantId, clock));
      })
  );
}

export const reportDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/reports/monthly-trends',
    summary:
      'Tendencias del Mes del tablero: proyectos creados, cambios de estado y presupuesto asignado (ARS) en el mes ' +
      'calendario en curso (hora de Argentina), sin proyectos archivados. Cualquier miembro.',
    tag: 'reportes',
    security: 'accessToken',
    responses: {
      200: { description: 'Las cifras del mes', schema: monthlyTrendsSchema },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/reports/priority-distribution',
    summary:
      'Proyectos por prioridad y por estado. Acepta los parámetros de la lista (type, organization_slug, ' +
      'program_slug, project_slug, filter[campo][op]; sort, page y limit no cambian nada): cada cantidad es igual al ' +
      'total de la lista con esos parámetros y ese valor.',
    tag: 'reportes',
    security: 'accessToken',
    responses: {
      200: { description: 'Cantidades por prioridad y por estado', schema: priorityDistributionSchema },
      400: { description: 'Parámetro desconocido o inválido (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/reports/portfolio-totals',
    summary:
      'Totales de una selección de proyectos (la página de un programa: program_slug): cantidad, presupuesto sumado ' +
      'por moneda, cantidad por estado y puntuación promedio. Acepta los parámetros de la lista (sort, page y limit ' +
      'no cambian nada); la cantidad es igual al total de la lista con esos parámetros.',
    tag: 'reportes',
    security: 'accessToken',
    responses: {
      200: { description: 'Totales de la selección', schema: portfolioTotalsSchema },
      400: { description: 'Parámetro desconocido o inválido (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
];
