// The projects import as the page runs it: the dialog's state (archivo → revisión → resultado), the review (a dry
// run) and the apply of the same file with the review's id (so a project edited since is a conflict, never
// overwritten), the template and the errors' CSV. After an apply every list, map and search of the tenant is stale.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError, isCancelled } from '@siipro/api-client';
import { messages, type ImportJob } from '@siipro/domain';
import { useToast, type ImportDialogProps, type ImportDialogState } from '@siipro/ui';
import { isTenantPortfolioKey } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { downloadBlob } from './download.ts';
import { runImportJob } from './importJob.ts';

const text = messages.projectImport.request;

const failure = (error: unknown) =>
  isApiError(error) && error.status !== 0 && error.message ? error.message : text.interrupted;

/** The dialog's state once a job has ended. */
function endedState(job: ImportJob): ImportDialogState {
  const report = job.report;
  if (!report) return { step: 'failed', message: text.interrupted };
  if (job.status === 'ready') return { step: 'review', report };
  if (job.status === 'done') return { step: 'done', report };
  return { step: 'failed', message: report.message ?? text.failed, report: report.rows > 0 ? report : null };
}

export function useProjectImport(
  tenantSlug: string,
): Omit<ImportDialogProps, 'open'> & { open: boolean; show: () => void } {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportDialogState>({ step: 'file' });
  const [createOrganizations, setCreateOrganizations] = useState(false);
  // The reviewed file and its job: confirming sends the same file again with the review's id.
  const reviewed = useRef<{ file: File; importId: string } | null>(null);
  const lastJob = useRef<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (file: File, dryRun: boolean) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const busy = dryRun ? 'validating' : 'applying';
      setState({ step: busy, processed: 0, total: null });
      try {
        const job = await runImportJob(
          api,
          tenantSlug,
          file,
          { dryRun, createOrganizations, reviewId: dryRun ? null : (reviewed.current?.importId ?? null) },
          (progress) => setState({ step: busy, processed: progress.processed, total: progress.total || null }),
          controller.signal,
        );
        lastJob.current = job.importId;
        if (dryRun) reviewed.current = { file, importId: job.importId };
        setState(endedState(job));
        if (job.status === 'done') void mutate(isTenantPortfolioKey(tenantSlug));
      } catch (error) {
        if (controller.signal.aborted || isCancelled(error)) return;
        // A refused upload (400, 413) belongs beside the picker; anything else ends the attempt.
        if (dryRun && isApiError(error) && (error.status === 400 || error.status === 413)) {
          setState({ step: 'file', error: error.message });
        } else {
          setState({ step: 'failed', message: failure(error) });
        }
      }
    },
    [api, tenantSlug, createOrganizations, mutate],
  );

  const download = useCallback(
    async (fetchFile: () => Promise<{ blob: Blob; filename: string | null }>, fallbackName: string) => {
      try {
        const { blob, filename } = await fetchFile();
        downloadBlob(blob, filename ?? fallbackName);
      } catch (error) {
        toast.show({ type: 'error', message: failure(error) });
      }
    },
    [toast],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    reviewed.current = null;
    lastJob.current = null;
    setState({ step: 'file' });
  }, []);

  return {
    open,
    show: () => {
      reset();
      setOpen(true);
    },
    state,
    createOrganizations,
    onCreateOrganizationsChange: setCreateOrganizations,
    onReview: (file) => void run(file, true),
    onConfirm: () => {
      if (reviewed.current) void run(reviewed.current.file, false);
    },
    onRestart: reset,
    onClose: () => {
      // A running job goes on in the API; the page stops following it.
      running.current?.abort();
      setOpen(false);
    },
    onDownloadTemplate: () =>
      void download(() => api.projectImports.template(tenantSlug, 'xlsx'), `plantilla-proyectos-${tenantSlug}.xlsx`),
    onDownloadErrors: () => {
      const importId = lastJob.current;
      if (importId) void download(() => api.projectImports.errorsCsv(tenantSlug, importId), `errores-${importId}.csv`);
    },
  };
}
