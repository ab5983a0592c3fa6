// One import job, run in the background of the API process that took the upload: read the spooled file row by row,
// check each batch (checkRows.ts) and — applying — write it (importWrites.ts), all inside ONE transaction that rolls
// back at the end if any row was wrong or any project changed since the review: all or nothing. The job's row shows
// its progress as it goes and its report when it ends. A review (dry run) never opens a transaction that writes.
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  foldForMatch,
  interpolate,
  matchSpreadsheetHeaders,
  messages,
  projectStatusesFromConfig,
  type ImportReport,
  type ImportStatus,
} from '@siipro/domain';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { organizations, projects, tenants } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Author } from '../author.ts';
import { RowChecker, type CheckedRow, type Executor, type Named } from './checkRows.ts';
import { updateImportJob } from './importJobs.ts';
import { IMPORT_BATCH_ROWS, IMPORT_MAX_REPORTED_ERRORS } from './importLimits.ts';
import { ImportWriter } from './importWrites.ts';
import { isBlankRow, readSpreadsheet, type SheetRow } from './readSpreadsheet.ts';
import type { SpooledUpload } from './spoolUpload.ts';

const texts = messages.projectImport;

export interface ImportJobInput {
  db: Database;
  tenantId: string;
  importId: string;
  upload: SpooledUpload;
  dryRun: boolean;
  createOrganizations: boolean;
  /** What the confirmed review saw ({projectId: version}); null without a review. */
  reviewSeen: Record<string, number> | null;
  author: Author;
  clock: Clock;
  logger: Logger;
}

/** Thrown inside the apply's transaction to roll it back; the report says why. */
class NothingWritten extends Error {}

/** Keeps the job's `processed` moving without ever waiting for it inside the transaction (PGlite has one connection). */
class Progress {
  private pending: Promise<void> = Promise.resolve();
  private inFlight = false;

  constructor(private readonly input: ImportJobInput) {}

  report(processed: number, status?: ImportStatus) {
    if (status) {
      // A change of status is never dropped: it follows whatever update is on its way.
      const update = () =>
        updateImportJob(
          this.input.db,
          this.input.tenantId,
          this.input.importId,
          { processed, status },
          this.input.clock.now(),
        );
      this.pending = this.pending
        .then(update)
        .catch((error: unknown) => this.input.logger.warn({ err: error }, 'import status not recorded'));
      return;
    }
    if (this.inFlight) return;
    this.inFlight = true;
    this.pending = updateImportJob(
      this.input.db,
      this.input.tenantId,
      this.input.importId,
      { processed, ...(status ? { status } : {}) },
      this.input.clock.now(),
    )
      .catch((error: unknown) => this.input.logger.warn({ err: error }, 'import progress not recorded'))
      .finally(() => {
        this.inFlight = false;
      });
  }

  settled() {
    return this.pending;
  }
}

type TenantContext = Awaited<ReturnType<typeof tenantContext>>;

async function tenantContext(db: Executor & Database, tenantId: string) {
  const [tenant] = await db.select({ configJson: tenants.configJson }).from(tenants).where(eq(tenants.id, tenantId));
  const organizationRows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), isNull(organizations.archivedAt)));
  const programRows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.type, 'programa'),
        ne(projects.name, ''),
        isNull(projects.archivedAt),
      ),
    );
  const byName = (rows: Named[]) => {
    const map = new Map<string, Named>();
    for (const row of rows) if (!map.has(foldForMatch(row.name))) map.set(foldForMatch(row.name), row);
    return map;
  };
  return {
    config: tenant?.configJson,
    statuses: projectStatusesFromConfig(tenant?.configJson),
    organizations: byName(organizationRows),
    programs: byName(programRows),
  };
}

/** Runs the job to its end; never throws (a failure is the job's `failed` status and message). */
export async function runImportJob(input: ImportJobInput): Promise<void> {
  const { db, tenantId, importId, upload, dryRun } = input;
  const progress = new Progress(input);
  let report: ImportReport;
  let seen: Record<string, number> = {};
  try {
    const outcome = dryRun ? await review(input, progress) : await apply(input, progress);
    report = outcome.report;
    seen = outcome.seen;
  } catch (error) {
    input.logger.error({ err: error, importId }, 'import failed');
    // A file that cannot be read, or an apply that stopped half-way (its transaction rolled back: nothing written).
    report = emptyReport(
      input,
      dryRun ? interpolate(texts.request.unreadable, { reason: (error as Error).message }) : texts.request.interrupted,
    );
  } finally {
    await upload.discard();
  }
  await progress.settled();
  const status: ImportStatus = dryRun
    ? report.message && report.rows === 0
      ? 'failed'
      : 'ready'
    : report.applied
      ? 'done'
      : 'failed';
  await updateImportJob(
    db,
    tenantId,
    importId,
    { status, processed: report.rows, report, ...(dryRun ? { seenVersions: seen } : {}) },
    input.clock.now(),
  ).catch((error: unknown) => input.logger.error({ err: error, importId }, 'import report not recorded'));
}

function emptyReport(input: ImportJobInput, message: string | null): ImportReport {
  return {
    fileName: input.upload.fileName,
    format: input.upload.format,
    dryRun: input.dryRun,
    rows: 0,
    counts: { create: 0, update: 0, unchanged: 0, invalidRows: 0 },
    errors: [],
    errorCount: 0,
    conflicts: [],
    newOrganizations: [],
    newPrograms: [],
    missingColumns: [],
    applied: false,
    message,
  };
}

interface PassResult {
  checker: RowChecker | null;
  rows: number;
  conflicts: ImportReport['conflicts'];
  seen: Record<string, number>;
  missingColumns: string[];
}

/**
 * Reads the file once: its header, then batches of rows, each checked and handed to `each` (the apply's writes).
 * Stops at a header that cannot be imported.
 */
async function pass(
  input: ImportJobInput,
  executor: Executor & Database,
  context: TenantContext,
  progress: Progress,
  each: ((rows: CheckedRow[], checker: RowChecker) => Promise<void>) | null,
): Promise<PassResult> {
  const result: PassResult = { checker: null, rows: 0, conflicts: [], seen: {}, missingColumns: [] };
  let batch: SheetRow[] = [];
  // The writes of the last batch, still running in the database while the next batch is read and checked here (the
  // two take turns otherwise: profiled at 5 000 rows, node and PostgreSQL each used about half of the apply's time).
  // At most one batch is written while the next is checked; the writes themselves stay in file order.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (!result.checker || batch.length === 0) return;
    const checker = result.checker;
    let valid: CheckedRow[];
    try {
      valid = await checker.check(batch);
    } catch (error) {
      // A write that failed meanwhile ended the transaction: its error is the one to report, not the check's.
      await writing;
      throw error;
    }
    for (const row of valid) {
      if (!row.existing) continue;
      result.seen[row.existing.id] = row.existing.version;
      const seenBefore = input.reviewSeen?.[row.existing.id];
      if (seenBefore !== undefined && seenBefore !== row.existing.version) {
        result.conflicts.push({
          row: row.number,
          code: String(row.fields.projectCode ?? ''),
          name: String(row.existing.row.name ?? ''),
        });
      }
    }
    if (each) {
      await writing;
      // Once anything is wrong nothing will be written: the rest is only checked, to name every error.
      if (checker.errorCount === 0 && result.conflicts.length === 0) {
        writing = each(valid, checker);
        // Handled when awaited (next batch or the end); until then its failure is no unhandled rejection.
        writing.catch(() => undefined);
      }
    }
    result.rows += batch.length;
    batch = [];
    progress.report(result.rows);
  };
  for await (const row of readSpreadsheet(input.upload.path, input.upload.format)) {
    if (row.number === 1 || !result.checker) {
      const headers = matchSpreadsheetHeaders(row.cells.map((cell) => String(cell ?? '')));
      result.missingColumns = headers.missing;
      result.checker = new RowChecker(executor, headers, {
        tenantId: input.tenantId,
        statuses: context.statuses,
        organizations: context.organizations,
        programs: context.programs,
        createOrganizations: input.createOrganizations,
        // Applying: the matched projects stay locked until the transaction ends.
        lockExisting: each !== null,
      });
      if (result.checker.headerRefused) break;
      continue;
    }
    if (isBlankRow(row.cells)) continue;
    batch.push(row);
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  await writing;
  await result.checker?.finish();
  return result;
}

function reportOf(input: ImportJobInput, result: PassResult, applied: boolean): ImportReport {
  const checker = result.checker;
  const report = emptyReport(input, null);
  report.rows = result.rows;
  report.applied = applied;
  report.missingColumns = result.missingColumns;
  report.conflicts = result.conflicts;
  if (checker) {
    report.counts = { ...checker.counts, invalidRows: checker.invalidRows.size };
    report.errors = checker.errors;
    report.errorCount = checker.errorCount;
    report.newOrganizations = [...checker.newOrganizations.values()];
    report.newPrograms = [...checker.newPrograms.values()];
  }
  if (!applied && !input.dryRun) report.message = texts.request.failed;
  else if (report.errorCount > IMPORT_MAX_REPORTED_ERRORS) {
    report.message = interpolate(texts.errors.tooManyErrors, { max: IMPORT_MAX_REPORTED_ERRORS });
  }
  if (!checker) report.message = texts.request.emptyFile;
  return report;
}

async function review(input: ImportJobInput, progress: Progress) {
  const context = await tenantContext(input.db, input.tenantId);
  const result = await pass(input, input.db, context, progress, null);
  return { report: reportOf(input, result, false), seen: result.seen };
}

const isClean = (result: PassResult) =>
  result.checker !== null && result.checker.errorCount === 0 && result.conflicts.length === 0 && result.rows > 0;

async function apply(input: ImportJobInput, progress: Progress) {
  let result: PassResult | null = null;
  try {
    await input.db.transaction(async (tx) => {
      const executor = tx as unknown as Database;
      // One context for the checks and the writes: what the writes create (organisations, programs) the later rows find.
      const context = await tenantContext(executor, input.tenantId);
      // One read of the file: each batch is checked (its matched projects locked) and, while every row so far is
      // clean, written. A wrong row or a conflict found later stops the writes and rolls back what was written: the
      // transaction makes it all or nothing, and the rest of the file is still checked to name every error.
      progress.report(0, 'applying');
      let writer: ImportWriter | null = null;
      result = await pass(input, executor, context, progress, async (rows, checker) => {
        writer ??= new ImportWriter(tx, {
          tenantId: input.tenantId,
          author: input.author,
          clock: input.clock,
          context: { configJson: context.config ?? {}, statuses: context.statuses },
          organizations: context.organizations,
          programs: context.programs,
          refuse: (row, column, value, reason) => checker.error(row, column, value, reason),
        });
        await writer.write(rows);
      });
      if (!isClean(result)) throw new NothingWritten();
      await (writer as ImportWriter | null)?.finish();
      // Links made at the end may be refused too (errors in row order again).
      result.checker!.errors.sort((a, b) => a.row - b.row);
      if (!isClean(result)) throw new NothingWritten();
    });
  } catch (error) {
    if (!(error instanceof NothingWritten)) throw error;
    return { report: reportOf(input, result!, false), seen: {} };
  }
  return { report: reportOf(input, result!, true), seen: {} };
}
