// The public portal and its open data (issue 45, ARCHITECTURE.md §4): read-only, no credentials, for anyone —
// `Access-Control-Allow-Origin: *`, cacheable by a CDN (`Cache-Control: public` with a short max-age and a strong
// ETag answered 304 on a match), rate-limited per client address. Only a tenant whose "Portal público" is on, only
// its published and active projects, only domain's public fields (publicFields.ts). Everything hidden — no such
// tenant, portal off, an unpublished, archived or other tenant's project — answers the same 404.
//
// The ETag names what the answer depends on: the tenant's portfolio version (moved by every write of its projects and
// organisations, publishing included), its settings' last change (name, logo, prefix), the route and its query. It
// is checked after one small read (the tenant's row), before any project is read.
import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  calendarDayOf,
  encodeMapColumns,
  mapAnswerSchema,
  mapProjectPopupSchema,
  messages,
  normalizeScore,
  isProjectType,
  oc4idsPackageFrame,
  parseMapKey,
  parsePublicFacetFields,
  parsePublicProjectQuery,
  PUBLIC_FACET_FIELDS,
  publicOrganizationListAnswerSchema,
  publicProjectDetailSchema,
  publicProjectListAnswerSchema,
  publicTenantSchema,
  toOc4idsProject,
  type ApiProjectQuery,
  type MapProjectPopup,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { RateLimitCounters, clientAddress, enforce } from '../http/rateLimit.ts';
import type { OperationDoc } from '../openapi.ts';
import { EXPORT_CONTENT_TYPES, abortable, exportBody, isExportFormat, streamOf } from '../projects/listExport.ts';
import { mapColumns } from '../projects/mapQuery.ts';
import { allProjectRows, rowsOf } from '../projects/listRows.ts';
import {
  PUBLIC_EXPORT_SHAPE,
  PUBLIC_ITEM_COLUMNS,
  publicNotFound,
  publicOrganizations,
  publicProjectDetail,
  publicProjectOf,
  publicProjectPage,
  publicTenantOf,
  type PublicTenantRow,
} from '../public/publicRows.ts';
import { facetValues, queryOrRefusal } from './projects.ts';

/** How long a shared cache may serve an answer without asking again: a publication shows within a minute. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
const CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
/** Changes whenever the answers' format changes, so no cache keeps an answer of an older one. */
const PUBLIC_FORMAT = 1;
/** Rows of the OC4IDS feed read and written at a time: the memory it holds, whatever the portfolio's size. */
const OC4IDS_CHUNK_ROWS = 500;

const utf8 = new TextEncoder();

/** The strong validator of one public answer (quoted). */
function publicEtag(tenant: PublicTenantRow, c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        PUBLIC_FORMAT,
        tenant.id,
        tenant.portfolioVersion,
        tenant.updatedAt.getTime(),
        url.pathname,
        url.search,
      ]),
    )
    .digest('base64url')
    .slice(0, 27);
  return `"p${PUBLIC_FORMAT}-${digest}"`;
}

/** Whether If-None-Match names the answer (`*`, or its tag; a W/ prefix does not matter: RFC 9110 §13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The portal's query of a list, map or download: the list's grammar on public fields, published rows only. */
function publicQueryOf(c: Context<AppEnv>): ApiProjectQuery {
  return queryOrRefusal(parsePublicProjectQuery(new URL(c.req.url).searchParams));
}

/** The public filter values' request: its public fields and its type (both, when none is given). */
function publicFacetRequestOf(c: Context<AppEnv>): { fields: string[]; type: 'proyecto' | 'programa' | null } {
  const parsed = parsePublicFacetFields(c.req.query('fields'));
  if (!parsed.ok) throw new ApiError('VALIDATION_ERROR', parsed.message);
  const typeText = c.req.query('type')?.trim().toLowerCase() ?? '';
  if (typeText !== '' && !isProjectType(typeText)) throw new ApiError('VALIDATION_ERROR', messages.apiQuery.badType);
  return { fields: parsed.fields, type: isProjectType(typeText) ? typeText : null };
}

/** The time the feed's data last changed: the portfolio version is microseconds since the epoch at the last write. */
function publishedDateOf(tenant: PublicTenantRow, now: Date): string {
  const written = Math.max(tenant.portfolioVersion / 1000, tenant.updatedAt.getTime());
  return new Date(written > 0 && written <= now.getTime() ? written : now.getTime()).toISOString();
}

export function publicRoutes(deps: AppDependencies) {
  const counters = new RateLimitCounters(deps.db, deps.clock);
  const rule = { name: 'public', ...deps.config.publicRateLimit };

  /**
   * The tenant of the request and its cache headers, or null when the client's copy is current (answer 304). The
   * query is checked first: a bad one is a 400 whatever the cache holds.
   */
  async function begin(c: Context<AppEnv>, check?: () => unknown): Promise<PublicTenantRow | null> {
    check?.();
    const tenant = await publicTenantOf(deps.db, c.req.param('slug') ?? '');
    const etag = publicEtag(tenant, c);
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_CONTROL);
    return notModified(c.req.header('if-none-match'), etag) ? null : tenant;
  }

  const notModifiedAnswer = (c: Context<AppEnv>) => c.body(null, 304);

  return (
    new Hono<AppEnv>()
      // Every answer, errors and 429 included, may be read by any page: the data is public, no credential is sent.
      .use('/public/*', async (c, next) => {
        c.header('Access-Control-Allow-Origin', '*');
        c.header('Access-Control-Expose-Headers', 'ETag, Content-Disposition, Retry-After');
        if (c.req.method === 'OPTIONS') {
          c.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
          c.header('Access-Control-Allow-Headers', 'If-None-Match');
          c.header('Access-Control-Max-Age', '86400');
          return c.body(null, 204);
        }
        enforce(c, await counters.hit(rule, clientAddress(c, deps.config.trustProxy)));
        await next();
      })
      .get('/public/:slug', async (c) => {
        const tenant = await begin(c);
        if (!tenant) return notModifiedAnswer(c);
        return c.json({ name: tenant.name, slug: tenant.slug, logo: tenant.logo });
      })
      .get('/public/:slug/projects', async (c) => {
        let query: ApiProjectQuery | undefined;
        const tenant = await begin(c, () => (query = publicQueryOf(c)));
        if (!tenant) return notModifiedAnswer(c);
        return c.json(await publicProjectPage(tenant, query!));
      })
      // The quick filters' options: the distinct values of public fields among the published, active projects only,
      // so a value used only by an unpublished or archived project never shows.
      .get('/public/:slug/projects/filters/values', async (c) => {
        let request: ReturnType<typeof publicFacetRequestOf> | undefined;
        const tenant = await begin(c, () => (request = publicFacetRequestOf(c)));
        if (!tenant) return notModifiedAnswer(c);
        return c.json(await facetValues(tenant.db, tenant.id, request!.fields, request!.type, true));
      })
      .get('/public/:slug/projects/:projectSlug', async (c) => {
        const tenant = await begin(c);
        if (!tenant) return notModifiedAnswer(c);
        return c.json(await publicProjectDetail(tenant, c.req.param('projectSlug')));
      })
      .get('/public/:slug/map', async (c) => {
        let query: ApiProjectQuery | undefined;
        const tenant = await begin(c, () => (query = publicQueryOf(c)));
        if (!tenant) return notModifiedAnswer(c);
        return c.json(encodeMapColumns(await mapColumns(tenant.db, tenant.id, query!)));
      })
      .get('/public/:slug/map/projects/:key', async (c) => {
        const tenant = await begin(c);
        if (!tenant) return notModifiedAnswer(c);
        const key = parseMapKey(c.req.param('key'));
        if (key === null) throw publicNotFound();
        const [row] = await rowsOf(tenant.db, publicPopupQuery(tenant.id, key));
        if (!row) throw publicNotFound();
        const popup: MapProjectPopup = {
          projectId: String(row.id),
          type: row.type === 'programa' ? 'programa' : 'proyecto',
          name: String(row.name),
          slug: String(row.slug),
          score: normalizeScore(row.score),
          status: String(row.status),
          priority: (row.priority as string | null) ?? null,
          area: (row.area as string | null) ?? null,
          organizations: (row.organizations as { name: string; slug: string }[] | null) ?? [],
        };
        return c.json(popup);
      })
      .get('/public/:slug/organizations', async (c) => {
        const tenant = await begin(c);
        if (!tenant) return notModifiedAnswer(c);
        return c.json({ data: await publicOrganizations(tenant) });
      })
      .get('/public/:slug/open-data/:file', async (c) => {
        const file = c.req.param('file');
        const format = /^projects\.(csv|xlsx)$/.exec(file)?.[1];
        if (file !== 'oc4ids.json' && !(format && isExportFormat(format))) throw publicNotFound();
        let query: ApiProjectQuery | undefined;
        const tenant = await begin(c, () => (query = publicQueryOf(c)));
        if (!tenant) return notModifiedAnswer(c);
        const signal = c.req.raw.signal;
        const day = calendarDayOf(deps.clock.now());
        if (format === 'csv' || format === 'xlsx') {
          const body = await exportBody(tenant.db, tenant.id, query!, format, signal, PUBLIC_EXPORT_SHAPE);
          return c.body(body, 200, {
            'content-type': EXPORT_CONTENT_TYPES[format],
            'content-disposition': `attachment; filename="proyectos-${tenant.slug}-${day}.${format}"`,
          });
        }
        return c.body(await oc4idsBody(c, tenant, query!, signal), 200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="oc4ids-${tenant.slug}-${day}.json"`,
        });
      })
  );

  /**
   * The OC4IDS project package, streamed: its head, then the projects chunk by chunk in the list's keyset walk
   * (allProjectRows), each mapped by domain's toOc4idsProject, then its tail. Memory holds one chunk.
   */
  async function oc4idsBody(
    c: Context<AppEnv>,
    tenant: PublicTenantRow,
    query: ApiProjectQuery,
    signal: AbortSignal,
  ): Promise<ReadableStream<Uint8Array>> {
    const url = new URL(c.req.url);
    const { head, tail } = oc4idsPackageFrame({
      publisher: tenant.name,
      uri: `${url.origin}${url.pathname}${url.search}`,
      publishedDate: publishedDateOf(tenant, deps.clock.now()),
    });
    const source = abortable(
      allProjectRows(tenant.db, tenant.id, query, PUBLIC_ITEM_COLUMNS, OC4IDS_CHUNK_ROWS),
      signal,
    );
    // OC4IDS requires at least one project in a package (project-package-schema: projects, minItems 1): a package
    // without any would not validate. With nothing published (or nothing the query selects) the answer is a 404 that
    // says so, never an invalid document.
    const first = await source.next();
    if (first.done) throw new ApiError('NOT_FOUND', messages.publicPortal.openData.noProjects);
    const rows = (async function* () {
      yield first.value;
      yield* source;
    })();
    const prefix = tenant.oc4idsPrefix;
    async function* chunks() {
      yield utf8.encode(head);
      let first = true;
      for await (const chunk of rows) {
        const text = chunk.map((row) => JSON.stringify(toOc4idsProject(publicProjectOf(row), prefix))).join(',');
        yield utf8.encode(`${first ? '' : ','}${text}`);
        first = false;
      }
      yield utf8.encode(tail);
    }
    return streamOf(chunks());
  }
}

/** One published, active project of the tenant by its map key, with its popup's fields and active organisations. */
function publicPopupQuery(tenantId: string, key: number) {
  return sql`select p.id, p.type, p.name, p.slug, p.score::float8 as score, p.status, p.priority,
      p.executing_area as area,
      coalesce((select json_agg(json_build_object('name', o.name, 'slug', o.slug) order by po.position, o.name)
        from project_organizations po join organizations o on o.id = po.organization_id
        where po.project_id = p.id and o.archived_at is null), '[]'::json) as organizations
    from projects p
    where p.tenant_id = ${tenantId} and p.short_id = ${key} and p.published and p.archived_at is null`;
}

const notFound = { description: 'Portal apagado, espacio de trabajo inexistente o proyecto no publicado (NOT_FOUND)' };
const rateLimited = { description: 'Demasiadas solicitudes desde esta dirección (RATE_LIMITED)' };
const cacheHeaders = {
  ETag: 'Validador fuerte de esta respuesta: con If-None-Match responde 304 mientras no cambie.',
  'Cache-Control': CACHE_CONTROL,
  'Access-Control-Allow-Origin': '*',
};
const listParameters =
  'Acepta los parámetros de la lista (type, organization_slug, program_slug, project_slug, sort, page, limit, ' +
  'filter[campo][op]) sobre los campos públicos; un campo no público es un 400.';
const publicDoc = (doc: Omit<OperationDoc, 'method' | 'tag' | 'security'>): OperationDoc => ({
  method: 'get',
  tag: 'portal público',
  security: 'none',
  ...doc,
});

export const publicDocs: OperationDoc[] = [
  publicDoc({
    path: '/public/{slug}',
    summary: 'Nombre y logo del espacio de trabajo cuyo portal público está encendido.',
    responses: {
      200: { description: 'El espacio de trabajo', schema: publicTenantSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/projects',
    summary: `Los proyectos publicados, con sus campos públicos y paginados. ${listParameters}`,
    responses: {
      200: { description: 'Una página de proyectos', schema: publicProjectListAnswerSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      400: { description: 'Parámetro desconocido, inválido o no público (VALIDATION_ERROR)' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/projects/filters/values',
    summary:
      'Los valores distintos de campos públicos entre los proyectos publicados (las opciones de los filtros ' +
      `rápidos): fields es una lista separada por comas de ${PUBLIC_FACET_FIELDS.join(', ')}; type, opcional, ` +
      'proyecto o programa. Un campo no público es un 400.',
    responses: {
      200: { description: 'Los valores de cada campo pedido, en orden alfabético', headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      400: { description: 'Sin fields, un campo no público o un type inválido (VALIDATION_ERROR)' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/projects/{projectSlug}',
    summary: 'Un proyecto publicado: sus campos públicos y la explicación de su puntuación.',
    responses: {
      200: { description: 'El proyecto', schema: publicProjectDetailSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/map',
    summary: `Los proyectos publicados con coordenadas, en el formato compacto del mapa. ${listParameters}`,
    responses: {
      200: { description: 'Proyectos con coordenadas, en columnas', schema: mapAnswerSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      400: { description: 'Parámetro desconocido, inválido o no público (VALIDATION_ERROR)' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/map/projects/{key}',
    summary: 'Lo que muestra el globo de un marcador del mapa público; key es la clave de GET /public/{slug}/map.',
    responses: {
      200: { description: 'El proyecto', schema: mapProjectPopupSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/organizations',
    summary: 'Los organismos activos que participan en algún proyecto publicado, con cuántos.',
    responses: {
      200: { description: 'Organismos', schema: publicOrganizationListAnswerSchema, headers: cacheHeaders },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      404: notFound,
      429: rateLimited,
    },
  }),
  publicDoc({
    path: '/public/{slug}/open-data/{file}',
    summary:
      'Datos abiertos: file es projects.csv, projects.xlsx (las columnas públicas de la exportación) u ' +
      'oc4ids.json (un paquete de proyectos OC4IDS 0.9, enviado por partes). ' +
      listParameters,
    responses: {
      200: { description: 'El archivo', headers: { ...cacheHeaders, 'Content-Disposition': 'attachment' } },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      400: { description: 'Parámetro desconocido, inválido o no público (VALIDATION_ERROR)' },
      404: {
        description: `Archivo desconocido; un paquete OC4IDS sin ningún proyecto (el esquema pide uno); o ${notFound.description}`,
      },
      429: rateLimited,
    },
  }),
];
