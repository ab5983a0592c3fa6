// The import's calls: start a job with the spreadsheet and follow it until it ends (GET …/imports/{id} every
// IMPORT_POLL_MS), reporting its progress on the way.
import type { ApiClient, ImportStartOptions } from '@siipro/api-client';
import type { ImportJob } from '@siipro/domain';

/** How often the page asks how the job is going: often enough for a live bar, rare enough for 100,000 rows. */
export const IMPORT_POLL_MS = 500;

const ENDED = new Set<ImportJob['status']>(['ready', 'done', 'failed']);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Uploads the file, then follows the job to its end: the ended job (its report) or a thrown ApiError. */
export async function runImportJob(
  api: ApiClient,
  tenantSlug: string,
  file: File,
  options: ImportStartOptions,
  onProgress: (job: ImportJob) => void,
  signal: AbortSignal,
): Promise<ImportJob & { importId: string }> {
  const importId = await api.projectImports.start(tenantSlug, file, file.name, options);
  for (;;) {
    const job = await api.projectImports.get(tenantSlug, importId, signal);
    if (ENDED.has(job.status)) return { ...job, importId };
    onProgress(job);
    await pause(IMPORT_POLL_MS, signal);
  }
}
