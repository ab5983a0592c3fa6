// The project list of issue 4 under /t/:slug (ARCHITECTURE.md §4, portfolio.md §7): one page with its pagination,
// the distinct values of the filter facets, and the export of every selected row as CSV or xlsx. Any member of the
// tenant may read them; the tenant comes from the membership check of tenantScope, never from the query.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  interpolate,
  isProjectType,
  messages,
  parseApiProjectQuery,
  projectCreateBodySchema,
  projectDetailSchema,
  projectListAnswerSchema,
  type ApiProjectQuery,
  type ParseApiQueryResult,
} from '@siipro/domain';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, validate } from '@siipro/server';
import { requirePermission } from '../http/requirePermission.ts';
import { authorOf } from '../projects/author.ts';
import { loadProjectDetail } from '../projects/projectDetail.ts';
import { createProjectInTx } from '../projects/projectWrites.ts';
import type { OperationDoc } from '../openapi.ts';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportBody,
  exportFilename,
  isExportFormat,
} from '../projects/listExport.ts';
import { FACET_COLUMNS, buildFacetQuery, isFacetField } from '../projects/listQuery.ts';
import { listProjectsJson, rowsOf } from '../projects/listRows.ts';
import { PageAnchorCache } from '../projects/pageAnchors.ts';

const projectListMessages = messages.projects.listRequest;

/**
 * The list query of the request, or a 400 with one detail per problem (messages of @siipro/domain). Also the query of
 * the calls that take the list's parameters (map, reports), which always read active rows: only the list and its
 * export show the "Archivados" view (`archived=true`, listOrArchivedQueryOf).
 */
export function listQueryOf(url: string, options: { archivedView?: boolean } = {}): ApiProjectQuery {
  const query = queryOrRefusal(parseApiProjectQuery(new URL(url).searchParams));
  if (query.archived && !options.archivedView) return { ...query, archived: false };
  return query;
}

/** A parsed list query, or the 400 that says what is wrong with it (also the public portal's, routes/public.ts). */
export function queryOrRefusal(parsed: ParseApiQueryResult): ApiProjectQuery {
  if (parsed.ok) return parsed.query;
  const [first] = parsed.errors;
  throw new ApiError(
    'VALIDATION_ERROR',
    parsed.errors.length === 1 && first ? first.message : projectListMessages.invalidQuery,
    parsed.errors.map((error) => ({ path: error.param, message: error.message })),
  );
}

/** The list and export query; the "Archivados" view is for those who can restore (projects:edit), else 403. */
function listOrArchivedQueryOf(c: Context<AppEnv>): ApiProjectQuery {
  const query = listQueryOf(c.req.url, { archivedView: true });
  if (query.archived && !c.get('tenantAccess').membership.permissions.includes('projects:edit')) {
    throw new ApiError('PERMISSION_DENIED');
  }
  return query;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * The distinct values of each facet field, alphabetical: the list's filter values, and the public portal's (issue
 * 45) with `publishedOnly`, over the published, active rows. One index probe per distinct value (listQuery.ts), so even
 * every facet at once stays cheap.
 */
export async function facetValues(
  db: Parameters<typeof rowsOf>[0],
  tenantId: string,
  fields: Iterable<string>,
  type: ApiProjectQuery['type'],
  publishedOnly = false,
): Promise<Record<string, string[]>> {
  const answer: Record<string, string[]> = {};
  for (const field of new Set(fields)) {
    if (!isFacetField(field)) continue;
    const rows = await rowsOf(db, buildFacetQuery(tenantId, field, type, publishedOnly));
    answer[field] = rows.map((row) => String(row.value)).sort(collator.compare);
  }
  return answer;
}

export function projectListRoutes(deps: TenantAreaDependencies) {
  const anchors = deps.pageAnchors ?? new PageAnchorCache();
  return new Hono<AppEnv>()
    .get('/projects', async (c) => {
      const query = listOrArchivedQueryOf(c);
      const json = await listProjectsJson(tenantDb(c), c.get('tenantAccess').tenantId, query, anchors);
      return c.body(json, 200, { 'content-type': 'application/json' });
    })
    .post('/projects', requirePermission('projects:create'), validate('json', projectCreateBodySchema), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const author = await authorOf(tenantDb(c), c.get('caller').userId);
      const body = c.req.valid('json');
      const { projectId } = await tenantDb(c).transaction((tx) =>
        createProjectInTx(tx, tenantId, body, author, deps.clock),
      );
      const project = await loadProjectDetail(tenantDb(c), tenantId, { id: projectId });
      return c.json(project, 201);
    })
    .get('/projects/filters/values', async (c) => {
      const fields = (c.req.query('fields') ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
      if (fields.length === 0) throw new ApiError('VALIDATION_ERROR', projectListMessages.missingFacets);
      const unknown = fields.find((field) => !isFacetField(field));
      if (unknown !== undefined) {
        throw new ApiError('VALIDATION_ERROR', interpolate(projectListMessages.unknownFacet, { field: unknown }));
      }
      // Facets of one type, as the list asks for them; a type outside the contract is refused as the list refuses it.
      const typeText = c.req.query('type')?.trim().toLowerCase() ?? '';
      if (typeText !== '' && !isProjectType(typeText)) {
        throw new ApiError('VALIDATION_ERROR', messages.apiQuery.badType);
      }
      const type = isProjectType(typeText) ? typeText : null;
      const { tenantId } = c.get('tenantAccess');
      return c.json(await facetValues(tenantDb(c), tenantId, fields, type));
    })
    .get('/projects/export', async (c) => {
      const format = c.req.query('format') ?? '';
      if (!isExportFormat(format)) throw new ApiError('VALIDATION_ERROR', projectListMessages.badFormat);
      const query = listOrArchivedQueryOf(c);
      const { tenantId, slug } = c.get('tenantAccess');
      const filename = exportFilename(slug, query, format, deps.clock.now());
      const body = await exportBody(tenantDb(c), tenantId, query, format, c.req.raw.signal);
      return new Response(body, {
        headers: {
          'content-type': EXPORT_CONTENT_TYPES[format],
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'no-store',
        },
      });
    });
}

const commonErrors = {
  400: { description: 'Parámetro desconocido o inválido (VALIDATION_ERROR)' },
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
};

export const projectListDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/projects',
    summary:
      'Lista paginada de proyectos o programas. Query: type, sort (campo, "-" = descendente), page (1-10.000.000), ' +
      'limit (1-100), organization_slug, program_slug, project_slug, filter[campo][in|ilike|gte|lte|eq] y archived ' +
      '(true: solo los archivados, la vista «Archivados»; requiere projects:edit, si no 403)',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: {
        description: 'Una página y su paginación',
        schema: projectListAnswerSchema,
      },
      ...commonErrors,
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/projects',
    summary:
      'Crea un proyecto o programa (projects:create) con cualquier campo que una persona carga. El slug sale del ' +
      'nombre (único, nunca una palabra de las rutas); el estado por defecto es el primero del espacio de trabajo. ' +
      'Su historia empieza con «creó el proyecto».',
    tag: 'proyectos',
    security: 'accessToken',
    requestBody: projectCreateBodySchema,
    responses: {
      201: { description: 'El proyecto creado, como lo responde su detalle', schema: projectDetailSchema },
      400: {
        description:
          'Cuerpo inválido, o un estado, organismo o programa que el espacio de trabajo no tiene (VALIDATION_ERROR)',
      },
      401: commonErrors[401],
      403: { description: 'No es miembro o no puede crear proyectos (PERMISSION_DENIED)' },
      409: { description: 'El código ya es de otro proyecto (CONFLICT)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/filters/values',
    summary: `Valores distintos por campo. Query: fields (lista de ${Object.keys(FACET_COLUMNS).join(', ')}), type`,
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'Listas de valores por campo', schema: z.record(z.string(), z.array(z.string())) },
      ...commonErrors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/export',
    summary: `Exporta todas las filas de la consulta de la lista (sin paginar). Query: format (${EXPORT_FORMATS.join(' o ')}) y los mismos parámetros que la lista`,
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: {
        description: 'Archivo CSV (UTF-8 con BOM, separador ";") o xlsx, como adjunto',
        headers: { 'Content-Disposition': 'attachment; filename="proyectos-{slug}-{AAAA-MM-DD}.{csv|xlsx}"' },
      },
      ...commonErrors,
    },
  },
];
