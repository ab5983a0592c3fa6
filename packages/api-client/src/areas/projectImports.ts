// The projects spreadsheet import under /t/{slug}/projects/imports (issue 42): start a job with the file (a review or
// an apply), follow it, and download the template and a job's errors as CSV.
import { importJobSchema, importStartedSchema, messages, type ImportJob } from '@siipro/domain';
import { pathOf, type Download, type Http } from '../transport/http.ts';

export interface ImportStartOptions {
  /** true: a review (nothing is written); false: apply the whole file in one transaction. */
  dryRun: boolean;
  /** Create the organisations and programs the file names that do not exist ("Crear organismos nuevos"). */
  createOrganizations?: boolean;
  /** The review an apply confirms: a project edited since then is a conflict, never overwritten. */
  reviewId?: string | null;
}

export function createProjectImportsApi(api: Http) {
  const importsPath = (slug: string, ...rest: string[]) => pathOf('t', slug, 'projects', 'imports', ...rest);

  return {
    /**
     * Uploads the spreadsheet (multipart: file, dryRun, createOrganizations, reviewId) and answers the new job's id
     * (202). Over 50 MB or 200,000 rows is a 413, a file that is neither CSV nor XLSX a 400: both ApiErrors with the
     * server's Spanish message.
     */
    async start(slug: string, file: Blob, fileName: string, options: ImportStartOptions): Promise<string> {
      const form = new FormData();
      form.set('dryRun', String(options.dryRun));
      form.set('createOrganizations', String(options.createOrganizations ?? false));
      if (options.reviewId) form.set('reviewId', options.reviewId);
      // The file last: the server may read the small fields before it spools the upload.
      form.set('file', file, fileName);
      const { importId } = await api.post(importsPath(slug), (body) => importStartedSchema.parse(body), {
        body: form,
        timeout: false,
        fallbackMessage: messages.importDialog.failedTitle,
      });
      return importId;
    },

    /** The job's status, rows processed of its total, and its report once it ends. */
    get(slug: string, importId: string, signal?: AbortSignal): Promise<ImportJob> {
      return api.get(importsPath(slug, importId), (body) => importJobSchema.parse(body), { signal });
    },

    /** The empty spreadsheet with the export's headers, to fill in. */
    template(slug: string, format: 'csv' | 'xlsx' = 'xlsx'): Promise<Download> {
      return api.download(importsPath(slug, `template.${format}`));
    },

    /** Every error of a job as CSV (fila, columna, valor, motivo). */
    errorsCsv(slug: string, importId: string): Promise<Download> {
      return api.download(importsPath(slug, importId, 'errors.csv'));
    },
  };
}
