// What the spreadsheet import answers (issue 42): GET /t/{slug}/projects/imports/{importId} → the job's status and,
// once it ends, its report. One shape for a review (dry run: what an apply would do) and an apply (what it did, or
// why it wrote nothing). The API documents it, the api-client types it and ImportDialog shows it.
import { z } from 'zod/mini';

export const importErrorSchema = z.object({
  /** The spreadsheet's row (the header is row 1; a problem of the header itself is row 1). */
  row: z.int(),
  column: z.string(),
  value: z.string(),
  reason: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importReportSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  dryRun: z.boolean(),
  /** Rows under the header that hold anything. */
  rows: z.int(),
  counts: z.object({
    create: z.int(),
    update: z.int(),
    unchanged: z.int(),
    /** Rows with at least one error. */
    invalidRows: z.int(),
  }),
  /** The errors in row order (the first IMPORT_MAX_REPORTED_ERRORS; errorCount counts them all). */
  errors: z.array(importErrorSchema),
  errorCount: z.int(),
  /** Projects edited after the review (an apply that names it): the apply wrote nothing. */
  conflicts: z.array(z.object({ row: z.int(), code: z.string(), name: z.string() })),
  /** Organisations and programs the file names that the tenant lacks (created only with createOrganizations). */
  newOrganizations: z.array(z.string()),
  newPrograms: z.array(z.string()),
  /** Columns the file lacks: their fields stay as they are (update) or empty (create). */
  missingColumns: z.array(z.string()),
  /** Whether the file was written (never for a review). */
  applied: z.boolean(),
  /** A sentence for the person: why nothing was written, or that the list of errors was cut. */
  message: z.nullable(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const IMPORT_STATUSES = ['validating', 'ready', 'applying', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importJobSchema = z.object({
  importId: z.string(),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows checked (and, applying, written) so far, of `total`: the dialog's progress bar. */
  processed: z.int(),
  total: z.int(),
  report: z.nullable(importReportSchema),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** 202 of POST /t/{slug}/projects/imports. */
export const importStartedSchema = z.object({ importId: z.string() });
