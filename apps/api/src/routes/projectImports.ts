// The spreadsheet import of issue 42 under /t/:slug (projects:create for all of it; a viewer gets 403): its template,
// the upload that starts a job (202 {importId}: a review with dryRun=true, an apply with dryRun=false), the job's
// status and report, and its errors as CSV. The job runs in the background of this process (projects/import/), its
// state in the tenant's table, so any process answers for it and another tenant never finds it (404).
import { Hono } from 'hono';
import { importJobSchema, importStartedSchema, interpolate, messages, type ImportJob } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { z } from 'zod';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { OperationDoc } from '../openapi.ts';
import { authorOf } from '../projects/author.ts';
import { uuidOr404 } from '../edits/versionedEdit.ts';
import { createImportJob, readImportJob, reviewSeenVersions } from '../projects/import/importJobs.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../projects/import/importLimits.ts';
import { errorsCsv } from '../projects/import/importReport.ts';
import { ImportRunner } from '../projects/import/importRunner.ts';
import { importTemplate, TEMPLATE_CONTENT_TYPES } from '../projects/import/importTemplate.ts';
import { countDataRows } from '../projects/import/readSpreadsheet.ts';
import { runImportJob } from '../projects/import/runImport.ts';
import { spoolUpload, type SpooledUpload } from '../projects/import/spoolUpload.ts';

const texts = messages.projectImport.request;

/** Multipart room around the file: boundaries, part headers and the form's few text fields. */
export const IMPORT_BODY_MAX_BYTES = IMPORT_MAX_BYTES + 64 * 1024;

/** Whether a request is an import's upload, whose body may be as large as IMPORT_BODY_MAX_BYTES (http/app.ts). */
export function uploadsImport(method: string, path: string): boolean {
  return method === 'POST' && /^\/t\/[^/]+\/projects\/imports\/?$/.test(path);
}

const importIdOf = (value: string) => uuidOr404(value, texts.notFound);

function flag(value: string | undefined, name: 'dryRun' | 'createOrganizations'): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === undefined && name === 'createOrganizations') return false;
  return null;
}

export function projectImportRoutes(deps: TenantAreaDependencies) {
  const runner = deps.imports ?? new ImportRunner();
  const guard = requirePermission('projects:create');

  return new Hono<AppEnv>()
    .get('/projects/imports/template.csv', guard, async () => templateResponse('csv'))
    .get('/projects/imports/template.xlsx', guard, async () => templateResponse('xlsx'))
    .post('/projects/imports', guard, async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const db = tenantDb(c);
      const upload = await spoolUpload(c.req.raw);
      let started = false;
      try {
        const dryRun = flag(upload.fields.dryRun, 'dryRun');
        const createOrganizations = flag(upload.fields.createOrganizations, 'createOrganizations');
        if (dryRun === null || createOrganizations === null)
          throw new ApiError('VALIDATION_ERROR', texts.dryRunRequired);
        const reviewId = upload.fields.reviewId?.trim() || null;
        let reviewSeen: Record<string, number> | null = null;
        if (reviewId !== null) {
          const validId = z.uuid().safeParse(reviewId).success;
          reviewSeen = validId ? await reviewSeenVersions(db, tenantId, reviewId) : null;
          if (reviewSeen === null) throw new ApiError('VALIDATION_ERROR', texts.reviewNotFound);
        }
        const total = await countRows(upload);
        const userId = c.get('caller').userId;
        const importId = await createImportJob(db, {
          tenantId,
          userId,
          dryRun,
          createOrganizations,
          reviewId,
          fileName: upload.fileName,
          format: upload.format,
          total,
        });
        const author = await authorOf(db, userId);
        runner.start(importId, () =>
          runImportJob({
            db,
            tenantId,
            importId,
            upload,
            dryRun,
            createOrganizations,
            reviewSeen,
            author,
            clock: deps.clock,
            logger: deps.logger,
          }),
        );
        started = true;
        return c.json({ importId }, 202);
      } finally {
        if (!started) await upload.discard();
      }
    })
    .get('/projects/imports/:importId', guard, async (c) => {
      return c.json(await existingJob(c.get('tenantAccess').tenantId, tenantDb(c), c.req.param('importId')));
    })
    .get('/projects/imports/:importId/errors.csv', guard, async (c) => {
      const job = await existingJob(c.get('tenantAccess').tenantId, tenantDb(c), c.req.param('importId'));
      // A job still running has no errors to give yet: an empty list (the header), as it stands.
      const body = job.report ? errorsCsv(job.report) : errorsCsv({ errors: [] } as never);
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="errores-importacion-${job.importId}.csv"`,
      });
    });
}

async function existingJob(tenantId: string, db: ReturnType<typeof tenantDb>, id: string): Promise<ImportJob> {
  const job = await readImportJob(db, tenantId, importIdOf(id));
  if (!job) throw new ApiError('NOT_FOUND', texts.notFound);
  return job;
}

/** Counts the file's rows before answering: past the limit is 413, and the job's progress knows its total. */
async function countRows(upload: SpooledUpload): Promise<number> {
  let total: number;
  try {
    total = await countDataRows(upload.path, upload.format);
  } catch (error) {
    throw new ApiError('VALIDATION_ERROR', interpolate(texts.unreadable, { reason: (error as Error).message }));
  }
  if (total > IMPORT_MAX_ROWS) {
    throw new ApiError(
      'PAYLOAD_TOO_LARGE',
      interpolate(texts.tooManyRows, { max: IMPORT_MAX_ROWS.toLocaleString('es-AR') }),
    );
  }
  return total;
}

async function templateResponse(format: 'csv' | 'xlsx') {
  return new Response(await importTemplate(format), {
    headers: {
      'content-type': TEMPLATE_CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="plantilla-proyectos.${format}"`,
      'cache-control': 'no-store',
    },
  });
}

const commonErrors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro del espacio de trabajo o no puede crear proyectos (PERMISSION_DENIED)' },
};

export const projectImportDocs: OperationDoc[] = [
  ...(['csv', 'xlsx'] as const).map((format): OperationDoc => ({
    method: 'get',
    path: `/t/{slug}/projects/imports/template.${format}`,
    summary: `Plantilla de importación en ${format.toUpperCase()} (projects:create): los encabezados de la exportación y una fila de ejemplo`,
    tag: 'importación',
    security: 'accessToken',
    responses: {
      200: {
        description: `Archivo ${format.toUpperCase()} como adjunto`,
        headers: { 'Content-Disposition': `attachment; filename="plantilla-proyectos.${format}"` },
      },
      ...commonErrors,
    },
  })),
  {
    method: 'post',
    path: '/t/{slug}/projects/imports',
    summary:
      'Importa una planilla de proyectos (projects:create): multipart/form-data con file (CSV con «;» o xlsx, hasta ' +
      `${IMPORT_MAX_BYTES / 1024 / 1024} MB y ${IMPORT_MAX_ROWS.toLocaleString('es-AR')} filas), dryRun=true (revisión, no escribe) o ` +
      'dryRun=false (aplica todo en una transacción), createOrganizations=true (crea organismos y programas que no ' +
      'existen) y reviewId (la revisión que se confirma: un proyecto editado desde entonces es un conflicto). ' +
      'Responde enseguida; el trabajo sigue en segundo plano',
    tag: 'importación',
    security: 'accessToken',
    responses: {
      202: { description: 'Importación iniciada: consultar GET …/imports/{importId}', schema: importStartedSchema },
      400: { description: 'Sin archivo, archivo que no es CSV ni xlsx, dryRun ausente o revisión inexistente' },
      413: { description: 'Archivo de más de 50 MB o de más de 200.000 filas (PAYLOAD_TOO_LARGE)' },
      ...commonErrors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/imports/{importId}',
    summary:
      'Estado de una importación (projects:create): status validating|ready|applying|done|failed, processed de total ' +
      'y, al terminar, el informe (altas, cambios, sin cambios, errores por fila y columna, organismos nuevos)',
    tag: 'importación',
    security: 'accessToken',
    responses: {
      200: { description: 'La importación', schema: importJobSchema },
      404: { description: 'No hay una importación con ese id en este espacio de trabajo (NOT_FOUND)' },
      ...commonErrors,
    },
  },
  {
    method: 'get',
    path: '/t/{slug}/projects/imports/{importId}/errors.csv',
    summary: 'Los errores de una importación como CSV (projects:create): Fila, Columna, Valor, Motivo',
    tag: 'importación',
    security: 'accessToken',
    responses: {
      200: { description: 'CSV (UTF-8 con BOM, separador «;») como adjunto' },
      404: { description: 'No hay una importación con ese id en este espacio de trabajo (NOT_FOUND)' },
      ...commonErrors,
    },
  },
];
