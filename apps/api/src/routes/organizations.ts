// Organisations under /t/:slug (ARCHITECTURE.md §4 "Organisations", platform.md §2): the list with q and sort, one
// organisation by slug, its edit (organizations:edit, guarded by the version it read, recorded as history) and its
// latest projects for the detail page's side panel. Any member reads; editors write. Every statement is bounded by
// the tenant of the membership check, so another tenant's organisation is never found.
import { Hono } from 'hono';
import {
  messages,
  organizationAnswerSchema,
  organizationCreateBodySchema,
  organizationListAnswerSchema,
  organizationListQuerySchema,
  organizationProjectsAnswerSchema,
  organizationProjectsQuerySchema,
  organizationUpdateBodySchema,
  parseApiProjectQuery,
  type ProjectListAnswer,
} from '@siipro/domain';
import { ApiError, validate } from '@siipro/server';
import type { Database } from '../db/client.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { uuidOr404 } from '../edits/versionedEdit.ts';
import { listOrganizations, loadOrganization } from '../organizations/organizationRows.ts';
import { updateOrganization } from '../organizations/organizationUpdate.ts';
import { createOrganizationInTx } from '../organizations/organizationCreate.ts';
import { setOrganizationArchived } from '../organizations/organizationArchive.ts';
import { authorOf } from '../projects/author.ts';
import { listProjectsJson } from '../projects/listRows.ts';

const notFound = () => new ApiError('NOT_FOUND', messages.organizations.errors.notFound);

export function organizationRoutes(deps: TenantAreaDependencies) {
  const { clock } = deps;

  /** The organisation of the tenant with that slug, or 404 (a slug with NUL, which PostgreSQL cannot hold, too). */
  async function bySlug(db: Database, tenantId: string, slug: string) {
    const organization = slug.includes('\u0000') ? null : await loadOrganization(db, tenantId, { slug });
    if (!organization) throw notFound();
    return organization;
  }

  async function byId(db: Database, tenantId: string, organizationId: string) {
    const organization = await loadOrganization(db, tenantId, { id: organizationId });
    if (!organization) throw notFound();
    return organization;
  }

  return new Hono<AppEnv>()
    .get('/organizations', validate('query', organizationListQuerySchema), async (c) => {
      // The "Archivados" view is for those who can restore.
      const { permissions } = c.get('tenantAccess').membership;
      if (c.req.valid('query').archived && !permissions.includes('organizations:edit')) {
        throw new ApiError('PERMISSION_DENIED');
      }
      return c.json(await listOrganizations(tenantDb(c), c.get('tenantAccess').tenantId, c.req.valid('query')));
    })
    .post(
      '/organizations',
      requirePermission('organizations:create'),
      validate('json', organizationCreateBodySchema),
      async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        const body = c.req.valid('json');
        const { organizationId } = await tenantDb(c).transaction((tx) =>
          createOrganizationInTx(tx, tenantId, body, author, clock),
        );
        return c.json(await byId(tenantDb(c), tenantId, organizationId), 201);
      },
    )
    .post('/organizations/:organizationId/archive', requirePermission('organizations:edit'), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const organizationId = uuidOr404(c.req.param('organizationId'), messages.organizations.errors.notFound);
      const author = await authorOf(tenantDb(c), c.get('caller').userId);
      await setOrganizationArchived(tenantDb(c), tenantId, organizationId, true, author, clock);
      return c.json(await byId(tenantDb(c), tenantId, organizationId));
    })
    .post('/organizations/:organizationId/restore', requirePermission('organizations:edit'), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const organizationId = uuidOr404(c.req.param('organizationId'), messages.organizations.errors.notFound);
      const author = await authorOf(tenantDb(c), c.get('caller').userId);
      await setOrganizationArchived(tenantDb(c), tenantId, organizationId, false, author, clock);
      return c.json(await byId(tenantDb(c), tenantId, organizationId));
    })
    .get('/organizations/:orgSlug', async (c) => {
      return c.json(await bySlug(tenantDb(c), c.get('tenantAccess').tenantId, c.req.param('orgSlug')));
    })
    .put(
      '/organizations/:organizationId',
      requirePermission('organizations:edit'),
      validate('json', organizationUpdateBodySchema),
      async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const organizationId = uuidOr404(c.req.param('organizationId'), messages.organizations.errors.notFound);
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        await updateOrganization(tenantDb(c), tenantId, organizationId, c.req.valid('json'), author, clock);
        return c.json(await byId(tenantDb(c), tenantId, organizationId));
      },
    )
    .get('/organizations/:orgSlug/projects', validate('query', organizationProjectsQuerySchema), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const organization = await bySlug(tenantDb(c), tenantId, c.req.param('orgSlug'));
      // The list's own query and statements: `total` is the total of the organisation's projects list ("Ver todos").
      const parsed = parseApiProjectQuery(
        new URLSearchParams({
          organization_slug: organization.slug,
          type: 'proyecto',
          sort: '-updatedAt',
          limit: String(c.req.valid('query').limit),
        }),
      );
      if (!parsed.ok) throw new Error('the side panel’s list query is always valid');
      const page = JSON.parse(await listProjectsJson(tenantDb(c), tenantId, parsed.query)) as ProjectListAnswer;
      return c.json({ projects: page.data, orgName: organization.name, total: page.pagination.total });
    });
}

const errors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro del espacio de trabajo, o no puede editar (PERMISSION_DENIED)' },
};
const notFoundDoc = { 404: { description: 'No existe en este espacio de trabajo (NOT_FOUND)' } };

export const organizationDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/organizations',
    summary:
      'Organismos con su cantidad de proyectos. Query: limit (1-1000, todos por defecto), sort (name, -name, ' +
      'createdAt, -createdAt, updatedAt, -updatedAt), q (nombre o slug, sin distinguir acentos ni mayúsculas), ' +
      'organization_slug, archived (true: solo los archivados; requiere organizations:edit, si no 403)',
    tag: 'organismos',
    security: 'accessToken',
    responses: {
      200: { description: 'Los organismos, en el orden pedido', schema: organizationListAnswerSchema },
      400: { description: 'Parámetro inválido (VALIDATION_ERROR)' },
      ...errors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/organizations/{orgSlug}',
    summary: 'Un organismo con su responsable, quién lo creó y actualizó, sus fechas, código y versión',
    tag: 'organismos',
    security: 'accessToken',
    responses: { 200: { description: 'El organismo', schema: organizationAnswerSchema }, ...errors, ...notFoundDoc },
  },
  {
    method: 'put',
    path: '/t/{slug}/organizations/{organizationId}',
    summary:
      'Edita nombre, descripción o persona responsable (organizations:edit). `version` es la leída: si otra persona ' +
      'guardó antes, 409 CONFLICT y nada cambia. Cada cambio queda en la historia del organismo.',
    tag: 'organismos',
    security: 'accessToken',
    requestBody: organizationUpdateBodySchema,
    responses: {
      200: { description: 'El organismo actualizado', schema: organizationAnswerSchema },
      400: { description: 'Cuerpo inválido, p. ej. nombre vacío (VALIDATION_ERROR)' },
      ...errors,
      ...notFoundDoc,
      409: { description: 'Versión desactualizada, o el nombre ya es de otro organismo (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/organizations',
    summary:
      'Crea un organismo (organizations:create) con nombre, descripción y persona responsable; su slug sale del ' +
      'nombre. Un nombre igual al de otro organismo (sin distinguir acentos ni mayúsculas) es 409.',
    tag: 'organismos',
    security: 'accessToken',
    requestBody: organizationCreateBodySchema,
    responses: {
      201: { description: 'El organismo creado', schema: organizationAnswerSchema },
      400: { description: 'Cuerpo inválido, p. ej. nombre vacío o correo inválido (VALIDATION_ERROR)' },
      ...errors,
      409: { description: 'Ya existe un organismo con ese nombre (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/organizations/{organizationId}/archive',
    summary:
      'Archiva el organismo (organizations:edit): deja las listas. Si tiene proyectos activos, 409 dice cuántos.',
    tag: 'organismos',
    security: 'accessToken',
    responses: {
      200: { description: 'El organismo archivado', schema: organizationAnswerSchema },
      ...errors,
      ...notFoundDoc,
      409: { description: 'Ya estaba archivado, o tiene proyectos activos (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/organizations/{organizationId}/restore',
    summary: 'Restaura un organismo archivado (organizations:edit).',
    tag: 'organismos',
    security: 'accessToken',
    responses: {
      200: { description: 'El organismo restaurado', schema: organizationAnswerSchema },
      ...errors,
      ...notFoundDoc,
      409: { description: 'No estaba archivado (CONFLICT)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/organizations/{orgSlug}/projects',
    summary:
      'Los últimos proyectos del organismo (actualizados más recientemente primero) y su total, igual al de su ' +
      'lista de proyectos. Query: limit (1-100, 5 por defecto)',
    tag: 'organismos',
    security: 'accessToken',
    responses: {
      200: { description: 'Proyectos, nombre del organismo y total', schema: organizationProjectsAnswerSchema },
      400: { description: 'Parámetro inválido (VALIDATION_ERROR)' },
      ...errors,
      ...notFoundDoc,
    },
  },
];
