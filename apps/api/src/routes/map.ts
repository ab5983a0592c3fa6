// The projects map under /t/:slug (issue 16, ARCHITECTURE.md §4, portfolio.md §2.9): every project the list's query
// selects that has a map position, in domain's compact columnar form (entities/mapAnswer.ts), and the details of one
// project for a marker's popup. Any member reads (§3: reading needs membership, checked by tenantScope before any
// handler); the tenant comes from that check, never from the query, so another tenant's key is simply not found.
//
// The answer is cacheable: its strong ETag names the tenant's portfolio version (moved by every write of its projects
// and organisations, migration 0011) and the selection, so If-None-Match answers 304 — after one small read — while
// nothing changed, and anything written changes it. It is compressed here (the API does not compress in general).
import { Hono } from 'hono';
import {
  encodeMapColumns,
  mapAnswerSchema,
  mapProjectPopupSchema,
  messages,
  normalizeScore,
  parseMapKey,
  type MapProjectPopup,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { chooseContentCoding, type ContentCoding } from '../http/compression.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';
import { MapAnswerCache } from '../projects/mapAnswerCache.ts';
import { buildMapPopupQuery, mapAnswerTag, mapColumns, portfolioVersion } from '../projects/mapQuery.ts';
import { rowsOf } from '../projects/listRows.ts';
import { listQueryOf } from './projects.ts';

/** Each content coding of one answer is another representation, so it has a tag of its own. */
const mapEtag = (tag: string, coding: ContentCoding) => `"${coding === 'identity' ? tag : `${tag}-${coding}`}"`;

/**
 * Whether If-None-Match names the answer: `*`, or one of its tags in any coding (the comparison of If-None-Match is
 * the weak one, RFC 9110 §13.1.2: a W/ prefix does not matter).
 */
function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const current = new Set((['identity', 'gzip', 'br'] as const).map((coding) => mapEtag(tag, coding)));
  return ifNoneMatch.split(',').some((candidate) => current.has(candidate.trim().replace(/^W\//, '')));
}

/**
 * Kept by the browser but asked again every time (no-cache): a revalidation costs the membership check and the
 * version read, and answers 304 while nothing changed. Private: never in a shared cache.
 */
const MAP_CACHE_CONTROL = 'private, no-cache';

export function mapRoutes() {
  const answers = new MapAnswerCache();

  return new Hono<AppEnv>()
    .get('/map', async (c) => {
      const query = listQueryOf(c.req.url);
      const { tenantId } = c.get('tenantAccess');
      // The version first, then the rows: a write committed in between is in the rows, so the answer is never older
      // than its tag says (the next request sees a newer version and fetches again).
      const tag = mapAnswerTag(tenantId, await portfolioVersion(tenantDb(c), tenantId), query);
      const coding = chooseContentCoding(c.req.header('accept-encoding'));
      const headers: Record<string, string> = {
        etag: mapEtag(tag, coding),
        'cache-control': MAP_CACHE_CONTROL,
        vary: 'Accept-Encoding',
      };
      if (notModified(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
      const body = await answers.get(tag, coding, async () =>
        JSON.stringify(encodeMapColumns(await mapColumns(tenantDb(c), tenantId, query))),
      );
      if (coding !== 'identity') headers['content-encoding'] = coding;
      headers['content-type'] = 'application/json';
      // Node buffers are never shared memory.
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
    })
    .get('/map/projects/:key', async (c) => {
      const key = parseMapKey(c.req.param('key'));
      const { tenantId } = c.get('tenantAccess');
      const [row] = key === null ? [] : await rowsOf(tenantDb(c), buildMapPopupQuery(tenantId, key));
      if (!row) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
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
    });
}

const listParameters =
  'Acepta los parámetros de la lista (type, organization_slug, program_slug, project_slug, filter[campo][op]; sort, ' +
  'page y limit no cambian nada) y devuelve los mismos proyectos que ella, menos los que no tienen latitud y ' +
  'longitud numéricas (dentro de -90…90 y -180…180).';

export const mapDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/map',
    summary:
      `Los proyectos del mapa en columnas (formato compacto para 100.000 puntos; ver el esquema). ${listParameters} ` +
      'Con Accept-Encoding se envía comprimida (br o gzip). ETag fuerte: con If-None-Match responde 304 mientras ' +
      'no cambie ningún proyecto ni organismo del espacio de trabajo.',
    tag: 'mapa',
    security: 'accessToken',
    responses: {
      200: {
        description: 'Proyectos con coordenadas, en columnas',
        schema: mapAnswerSchema,
        headers: {
          ETag: 'Validador fuerte de esta respuesta (distinto por codificación).',
          'Cache-Control': 'private, no-cache',
          Vary: 'Accept-Encoding',
        },
      },
      304: { description: 'Sin cambios desde el ETag de If-None-Match' },
      400: { description: 'Parámetro desconocido o inválido (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/map/projects/{key}',
    summary:
      'Lo que muestra el globo de un marcador: nombre, slug, puntaje, estado, prioridad, área y organismos. key es ' +
      'la clave del proyecto en la respuesta de GET /t/{slug}/map.',
    tag: 'mapa',
    security: 'accessToken',
    responses: {
      200: { description: 'El proyecto', schema: mapProjectPopupSchema },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
      404: { description: 'Ningún proyecto del espacio de trabajo tiene esa clave (NOT_FOUND)' },
    },
  },
];
