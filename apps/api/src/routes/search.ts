// GET /t/:slug/search (ARCHITECTURE.md §4, platform.md §2 "Global search box"): what the top bar's search box finds.
// Any member reads; the tenant comes from the membership check, never from the query.
import { Hono } from 'hono';
import { searchAnswerSchema, searchQuerySchema } from '@siipro/domain';
import { validate } from '@siipro/server';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';
import { rowsOf } from '../projects/listRows.ts';
import { buildSearchQuery, searchAnswerOf, type SearchRow } from '../search/searchQuery.ts';

export function searchRoutes() {
  return new Hono<AppEnv>().get('/search', validate('query', searchQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    const rows = await rowsOf(tenantDb(c), buildSearchQuery(c.get('tenantAccess').tenantId, q));
    return c.json(searchAnswerOf(q, rows as unknown as SearchRow[]));
  });
}

export const searchDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/search',
    summary:
      'Búsqueda global: proyectos, programas y organismos cuyo nombre, código o slug contienen q, sin distinguir ' +
      'acentos ni mayúsculas (q de 1 a 200 caracteres; con menos de 3, solo coincidencias exactas o por prefijo). ' +
      'Hasta 10 de cada tipo: primero las exactas, luego las que empiezan por q, luego las que lo contienen.',
    tag: 'búsqueda',
    security: 'accessToken',
    responses: {
      200: { description: 'Resultados por tipo', schema: searchAnswerSchema },
      400: { description: 'q ausente, vacío o demasiado largo (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
];
