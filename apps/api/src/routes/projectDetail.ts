// The detail page's calls under /t/:slug (ARCHITECTURE.md §4, portfolio.md §2.4-§2.6): one project or program with
// its explained score, its edit (projects:edit, guarded by the version it read) and its activity — any member reads,
// editors write. A project of another tenant is never found: every statement is bounded by the tenant of the
// membership check.
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  activityEntrySchema,
  activityPageSchema,
  activityQuerySchema,
  commentBodySchema,
  messages,
  projectDocumentSchema,
  projectDetailSchema,
  projectEditBodySchema,
  projectRelationsBodySchema,
  projectRelationsSchema,
} from '@siipro/domain';
import { ApiError, validate } from '@siipro/server';
import type { Database } from '../db/client.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { addComment, listActivity } from '../projects/projectActivity.ts';
import {
  attachmentDisposition,
  deleteDocument,
  listDocuments,
  readDocument,
  storeDocument,
} from '../projects/projectDocuments.ts';
import { loadProjectDetail } from '../projects/projectDetail.ts';
import { authorOf } from '../projects/author.ts';
import { documentStoreFor } from '../projects/configuredDocumentStore.ts';
import { editProjectInTx } from '../projects/projectWrites.ts';
import { setProjectArchived } from '../projects/projectArchive.ts';
import { editProjectRelations, loadProjectRelations } from '../projects/projectRelations.ts';
import { uuidOr404 } from '../edits/versionedEdit.ts';

/** A project id that is not a UUID names no project: 404, before any SQL sees it. */
const projectIdOf = (value: string) => uuidOr404(value, messages.projectDetail.notFound);

export function projectDetailRoutes(deps: TenantAreaDependencies) {
  const { clock } = deps;
  const store = deps.documents ?? documentStoreFor(deps.config);
  const quotaBytes = deps.config.documentQuotaBytes;

  async function existingProject(db: Database, tenantId: string, projectId: string) {
    const project = await loadProjectDetail(db, tenantId, { id: projectIdOf(projectId) });
    if (!project) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
    return project;
  }

  return (
    new Hono<AppEnv>()
      .get('/projects/:projectSlug', async (c) => {
        const project = await loadProjectDetail(tenantDb(c), c.get('tenantAccess').tenantId, {
          slug: c.req.param('projectSlug'),
        });
        if (!project) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
        return c.json(project);
      })
      .put(
        '/projects/:projectId',
        requirePermission('projects:edit'),
        validate('json', projectEditBodySchema),
        async (c) => {
          const { tenantId } = c.get('tenantAccess');
          const projectId = projectIdOf(c.req.param('projectId'));
          const author = await authorOf(tenantDb(c), c.get('caller').userId);
          const body = c.req.valid('json');
          await tenantDb(c).transaction((tx) => editProjectInTx(tx, tenantId, projectId, body, author, clock));
          return c.json(await existingProject(tenantDb(c), tenantId, projectId));
        },
      )
      // "Requiere" and "Alternativas" (issue 44): any member reads them, projects:edit writes them.
      .get('/projects/:projectId/relations', async (c) => {
        const { tenantId } = c.get('tenantAccess');
        return c.json(await loadProjectRelations(tenantDb(c), tenantId, projectIdOf(c.req.param('projectId'))));
      })
      .put(
        '/projects/:projectId/relations',
        requirePermission('projects:edit'),
        validate('json', projectRelationsBodySchema),
        async (c) => {
          const { tenantId } = c.get('tenantAccess');
          const projectId = projectIdOf(c.req.param('projectId'));
          const author = await authorOf(tenantDb(c), c.get('caller').userId);
          const body = c.req.valid('json');
          await tenantDb(c).transaction((tx) => editProjectRelations(tx, tenantId, projectId, body, author, clock));
          return c.json(await loadProjectRelations(tenantDb(c), tenantId, projectId));
        },
      )
      .post('/projects/:projectId/archive', requirePermission('projects:edit'), async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const projectId = projectIdOf(c.req.param('projectId'));
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        await setProjectArchived(tenantDb(c), tenantId, projectId, true, author, clock);
        return c.json(await existingProject(tenantDb(c), tenantId, projectId));
      })
      .post('/projects/:projectId/restore', requirePermission('projects:edit'), async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const projectId = projectIdOf(c.req.param('projectId'));
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        await setProjectArchived(tenantDb(c), tenantId, projectId, false, author, clock);
        return c.json(await existingProject(tenantDb(c), tenantId, projectId));
      })
      .get('/projects/:projectId/activity', validate('query', activityQuerySchema), async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const project = await existingProject(tenantDb(c), tenantId, c.req.param('projectId'));
        const query = c.req.valid('query');
        return c.json(await listActivity(tenantDb(c), tenantId, project.projectId, { ...query, kinds: query.kind }));
      })
      .post(
        '/projects/:projectId/activity',
        requirePermission('projects:edit'),
        validate('json', commentBodySchema),
        async (c) => {
          const { tenantId } = c.get('tenantAccess');
          const project = await existingProject(tenantDb(c), tenantId, c.req.param('projectId'));
          const author = await authorOf(tenantDb(c), c.get('caller').userId);
          return c.json(
            await addComment(tenantDb(c), tenantId, project.projectId, c.req.valid('json').text, author, clock),
            201,
          );
        },
      )
      .get('/projects/:projectId/documents', async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const project = await existingProject(tenantDb(c), tenantId, c.req.param('projectId'));
        return c.json({ documents: await listDocuments(tenantDb(c), tenantId, project.projectId) });
      })
      .post('/projects/:projectId/documents', requirePermission('projects:edit'), async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const project = await existingProject(tenantDb(c), tenantId, c.req.param('projectId'));
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        const upload = { db: tenantDb(c), store, tenantId, projectId: project.projectId, author, clock, quotaBytes };
        return c.json(await storeDocument(c.req.raw, upload), 201);
      })
      .get('/projects/:projectId/documents/:documentId', async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const projectId = projectIdOf(c.req.param('projectId'));
        const documentId = c.req.param('documentId');
        uuidOr404(documentId, messages.projectDetail.documents.notFound);
        const document = await readDocument(tenantDb(c), store, tenantId, projectId, documentId, deps.logger);
        const body =
          document.body instanceof Uint8Array
            ? (document.body as Uint8Array<ArrayBuffer>)
            : (Readable.toWeb(document.body) as ReadableStream<Uint8Array>);
        return new Response(body, {
          headers: {
            'content-type': document.contentType,
            'content-length': String(document.size),
            'content-disposition': attachmentDisposition(document.name),
            'cache-control': 'no-store',
          },
        });
      })
      .delete('/projects/:projectId/documents/:documentId', requirePermission('projects:edit'), async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const projectId = projectIdOf(c.req.param('projectId'));
        const documentId = c.req.param('documentId');
        uuidOr404(documentId, messages.projectDetail.documents.notFound);
        const author = await authorOf(tenantDb(c), c.get('caller').userId);
        await deleteDocument(tenantDb(c), store, { tenantId, projectId, documentId, author, clock }, deps.logger);
        return c.body(null, 204);
      })
  );
}

const errors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro del espacio de trabajo, o no puede editar (PERMISSION_DENIED)' },
  404: { description: 'No existe en este espacio de trabajo (NOT_FOUND)' },
};

export const projectDetailDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/projects/{projectSlug}',
    summary: 'Un proyecto o programa con todos sus campos y la explicación de su Puntuación SIIPRO',
    tag: 'proyectos',
    security: 'accessToken',
    responses: { 200: { description: 'El proyecto', schema: projectDetailSchema }, ...errors },
  },
  {
    method: 'put',
    path: '/t/{slug}/projects/{projectId}',
    summary:
      'Edita cualquier campo que una persona carga (projects:edit): lo omitido no cambia, null lo vacía. `version` ' +
      'es la leída: si otra persona guardó antes, 409 CONFLICT y nada cambia. Cada campo cambiado queda en la ' +
      'historia con su valor anterior y el nuevo, y la Puntuación se recalcula.',
    tag: 'proyectos',
    security: 'accessToken',
    requestBody: projectEditBodySchema,
    responses: {
      200: { description: 'El proyecto actualizado', schema: projectDetailSchema },
      400: {
        description:
          'Cuerpo inválido, o un estado, organismo o programa que el espacio de trabajo no tiene (VALIDATION_ERROR)',
      },
      ...errors,
      409: { description: 'Versión desactualizada, proyecto archivado o código ya usado (CONFLICT)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/{projectId}/relations',
    summary:
      'Las relaciones del proyecto para el optimizador (modelo linear-int-opt-v2): los proyectos que requiere, los ' +
      'que lo requieren, su grupo de alternativas y los otros proyectos del grupo.',
    tag: 'proyectos',
    security: 'accessToken',
    responses: { 200: { description: 'Relaciones', schema: projectRelationsSchema }, ...errors },
  },
  {
    method: 'put',
    path: '/t/{slug}/projects/{projectId}/relations',
    summary:
      'Reemplaza "Requiere" y "Alternativas" (projects:edit), con la `version` leída (409 si otra persona guardó ' +
      'antes). Cada id debe ser un proyecto activo de este espacio de trabajo y distinto del propio; los ciclos se ' +
      'admiten (ambos o ninguno). Cada cambio queda en la historia.',
    tag: 'proyectos',
    security: 'accessToken',
    requestBody: projectRelationsBodySchema,
    responses: {
      200: { description: 'Las relaciones actualizadas', schema: projectRelationsSchema },
      400: { description: 'Cuerpo inválido, el propio proyecto o uno que no es de este espacio (VALIDATION_ERROR)' },
      ...errors,
      409: { description: 'Versión desactualizada o proyecto archivado (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/projects/{projectId}/archive',
    summary:
      'Archiva el proyecto o programa (projects:edit): deja las listas, el mapa, la búsqueda, los reportes y el ' +
      'optimizador; su detalle sigue respondiendo con archivedAt. Queda en la historia.',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'El proyecto archivado', schema: projectDetailSchema },
      ...errors,
      409: { description: 'Ya estaba archivado (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/projects/{projectId}/restore',
    summary: 'Restaura un proyecto archivado (projects:edit): vuelve a las listas. Queda en la historia.',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'El proyecto restaurado', schema: projectDetailSchema },
      ...errors,
      409: { description: 'No estaba archivado (CONFLICT)' },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/{projectId}/activity',
    summary: 'Actividad del proyecto, la más reciente primero. Query: page, limit (1-100), kind (lista de tipos)',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'Una página de actividad', schema: activityPageSchema },
      400: { description: 'Parámetro inválido (VALIDATION_ERROR)' },
      ...errors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/{projectId}/documents',
    summary: 'Documentos del proyecto, el más reciente primero',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'Lista de documentos', schema: z.object({ documents: z.array(projectDocumentSchema) }) },
      ...errors,
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/projects/{projectId}/documents',
    summary:
      'Adjunta un documento (projects:edit): multipart/form-data con el campo file; hasta 10 MB; PDF, Office, ' +
      'OpenDocument, CSV, TXT, PNG o JPG. Queda en la actividad (file_upload).',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      201: { description: 'La entrada file_upload de la actividad', schema: activityEntrySchema },
      400: { description: 'Sin archivo, vacío, nombre demasiado largo o tipo no admitido (VALIDATION_ERROR)' },
      ...errors,
      413: {
        description:
          'Archivo de más de 10 MB, o que no entra en la cuota de almacenamiento del espacio de trabajo (PAYLOAD_TOO_LARGE)',
      },
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/{projectId}/documents/{documentId}',
    summary: 'Descarga un documento con su nombre y tipo originales',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      200: { description: 'El archivo, como adjunto', headers: { 'Content-Disposition': 'attachment; filename=…' } },
      ...errors,
      404: {
        description:
          'No existe en este espacio de trabajo, o su archivo ya no está en el almacenamiento (NOT_FOUND, con un ' +
          'mensaje para cada caso)',
      },
    },
  },
  {
    method: 'delete',
    path: '/t/{slug}/projects/{projectId}/documents/{documentId}',
    summary:
      'Elimina un documento (projects:edit): su fila y luego su archivo del almacenamiento. La historia registra ' +
      'quién lo eliminó y cuándo, con el nombre del documento (entrada field_update del campo «document», de su ' +
      'nombre a null); su entrada file_upload deja de listarse.',
    tag: 'proyectos',
    security: 'accessToken',
    responses: {
      204: { description: 'Documento eliminado' },
      ...errors,
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/projects/{projectId}/activity',
    summary: 'Agrega un comentario (projects:edit)',
    tag: 'proyectos',
    security: 'accessToken',
    requestBody: commentBodySchema,
    responses: {
      201: { description: 'El comentario guardado', schema: activityEntrySchema },
      400: { description: 'Comentario vacío o demasiado largo (VALIDATION_ERROR)' },
      ...errors,
    },
  },
];
