// The import jobs' rows (table project_imports): created by the POST, moved forward by the job, read by any process
// that answers GET …/imports/{importId}. Every statement goes through the tenant's database, so a job of another
// tenant is never found (row-level security, and each statement's own tenant filter).
import { and, eq } from 'drizzle-orm';
import type { ImportJob, ImportReport, ImportStatus } from '@siipro/domain';
import type { Database } from '../../db/client.ts';
import { projectImports } from '../../db/schema.ts';
import type { SpreadsheetFormat } from './spoolUpload.ts';

export interface NewImportJob {
  tenantId: string;
  userId: string;
  dryRun: boolean;
  createOrganizations: boolean;
  reviewId: string | null;
  fileName: string;
  format: SpreadsheetFormat;
  total: number;
}

export async function createImportJob(db: Database, job: NewImportJob): Promise<string> {
  const [row] = await db
    .insert(projectImports)
    .values({
      tenantId: job.tenantId,
      createdByUserId: job.userId,
      dryRun: job.dryRun,
      createOrganizations: job.createOrganizations,
      reviewId: job.reviewId,
      fileName: job.fileName,
      format: job.format,
      total: job.total,
    })
    .returning({ id: projectImports.id });
  return row!.id;
}

export async function updateImportJob(
  db: Database,
  tenantId: string,
  importId: string,
  change: { status?: ImportStatus; processed?: number; report?: ImportReport; seenVersions?: Record<string, number> },
  now: Date,
): Promise<void> {
  await db
    .update(projectImports)
    .set({ ...change, updatedAt: now })
    .where(and(eq(projectImports.id, importId), eq(projectImports.tenantId, tenantId)));
}

/** A job as GET answers it, or null when the tenant has none with this id. */
export async function readImportJob(db: Database, tenantId: string, importId: string): Promise<ImportJob | null> {
  const [row] = await db
    .select({
      importId: projectImports.id,
      dryRun: projectImports.dryRun,
      status: projectImports.status,
      processed: projectImports.processed,
      total: projectImports.total,
      report: projectImports.report,
    })
    .from(projectImports)
    .where(and(eq(projectImports.id, importId), eq(projectImports.tenantId, tenantId)));
  if (!row) return null;
  return { ...row, status: row.status as ImportStatus, report: (row.report as ImportReport | null) ?? null };
}

/** What a review saw of each matched project, for the apply that confirms it; null when it is no review of the tenant. */
export async function reviewSeenVersions(
  db: Database,
  tenantId: string,
  reviewId: string,
): Promise<Record<string, number> | null> {
  const [row] = await db
    .select({ dryRun: projectImports.dryRun, status: projectImports.status, seen: projectImports.seenVersions })
    .from(projectImports)
    .where(and(eq(projectImports.id, reviewId), eq(projectImports.tenantId, tenantId)));
  if (!row || !row.dryRun || row.status !== 'ready') return null;
  return row.seen ?? {};
}
