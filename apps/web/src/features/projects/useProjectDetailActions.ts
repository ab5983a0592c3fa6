// Every write of the detail page (portfolio.md §2.4-§2.6, §8): the title and description, the status, a comment, a
// document, a document's download and its deletion. Each edit sends the version the page read: the API answers 409 when someone
// else saved first, and nothing is lost (the header keeps the typed text and offers to reload).
import { useCallback, useMemo } from 'react';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { isApiError } from '@siipro/api-client';
import { messages, type ProjectDetail, type ProjectEditBody } from '@siipro/domain';
import { useToast, type ProjectFormServerError, type ProjectSaveOutcome } from '@siipro/ui';
import { isTenantProjectsKey } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { serverErrorOf } from '../intake/index.ts';
import { downloadBlob } from './download.ts';

const texts = messages.projectDetail;

/** The server's message when it sent one (portfolio.md §8: "the server's message or error field is preferred"). */
function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;
}

const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

export interface ProjectDetailActions {
  save: (changes: { name: string; description: string | null }) => Promise<ProjectSaveOutcome>;
  /**
   * A side panel section's save (issue 42): the body carries its changed fields and the version read. Null once
   * saved; else the API's refusal, which the section shows beside its fields (400) or as the conflict (409).
   */
  saveFields: (body: ProjectEditBody) => Promise<ProjectFormServerError | null>;
  /** `reason`: why a project was closed (asked by the status control), kept in its history entry. */
  changeStatus: (status: string, reason?: string) => Promise<void>;
  /** The "Publicado" switch (issue 45): a field of the project like any other, kept in its history. */
  changePublished: (published: boolean) => Promise<void>;
  comment: (text: string) => Promise<boolean>;
  upload: (file: File) => Promise<boolean>;
  download: (file: { documentId: string; name: string }) => Promise<void>;
  /** Rejects with the Spanish reason (the feed's dialog shows it); the tab reloads once deleted. */
  deleteDocument: (file: { documentId: string; name: string }) => Promise<void>;
}

export function useProjectDetailActions(
  tenantSlug: string,
  project: ProjectDetail | null,
  mutateProject: KeyedMutator<ProjectDetail>,
  refreshActivity: () => Promise<unknown>,
): ProjectDetailActions {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const error = useCallback((message: string) => toast.show({ type: 'error', message }), [toast]);

  /** After an edit: the answer replaces the page's copy; the feed's history and the tenant's lists are stale. */
  const applied = useCallback(
    async (updated: ProjectDetail) => {
      await mutateProject(updated, { revalidate: false });
      void refreshActivity();
      void mutate(isTenantProjectsKey(tenantSlug));
    },
    [mutateProject, refreshActivity, mutate, tenantSlug],
  );

  const save = useCallback(
    async (changes: { name: string; description: string | null }): Promise<ProjectSaveOutcome> => {
      if (!project) {
        error(texts.errors.missingId);
        return 'failed';
      }
      try {
        await applied(
          await api.projectDetail.update(tenantSlug, project.projectId, { ...changes, version: project.version }),
        );
        toast.show({ type: 'success', message: texts.saved });
        return 'saved';
      } catch (reason) {
        // The header says so beside the typed text, with "Recargar"; a toast would say it twice.
        if (isConflict(reason)) return 'conflict';
        error(failureMessage(reason, texts.errors.save));
        return 'failed';
      }
    },
    [api, tenantSlug, project, applied, toast, error],
  );

  const saveFields = useCallback(
    async (body: ProjectEditBody): Promise<ProjectFormServerError | null> => {
      if (!project) return { status: 0, message: texts.errors.missingId };
      try {
        await applied(await api.projectDetail.update(tenantSlug, project.projectId, body));
        toast.show({ type: 'success', message: texts.saved });
        return null;
      } catch (reason) {
        return serverErrorOf(reason);
      }
    },
    [api, tenantSlug, project, applied, toast],
  );

  const changeStatus = useCallback(
    async (status: string, reason?: string) => {
      if (!project) {
        error(texts.errors.missingId);
        return;
      }
      try {
        await applied(
          await api.projectDetail.update(tenantSlug, project.projectId, {
            status,
            ...(reason ? { statusReason: reason } : {}),
            version: project.version,
          }),
        );
        toast.show({ type: 'success', message: texts.statusUpdated });
      } catch (reason) {
        error(failureMessage(reason, texts.errors.statusUpdate));
        // A conflict means the page shows an old version: show the current one, so the next pick can succeed.
        if (isConflict(reason)) void mutateProject();
      }
    },
    [api, tenantSlug, project, applied, mutateProject, toast, error],
  );

  const changePublished = useCallback(
    async (published: boolean) => {
      if (!project) {
        error(texts.errors.missingId);
        return;
      }
      try {
        await applied(
          await api.projectDetail.update(tenantSlug, project.projectId, { published, version: project.version }),
        );
        toast.show({ type: 'success', message: texts.saved });
      } catch (reason) {
        error(failureMessage(reason, texts.errors.save));
        if (isConflict(reason)) void mutateProject();
      }
    },
    [api, tenantSlug, project, applied, mutateProject, toast, error],
  );

  const comment = useCallback(
    async (text: string) => {
      if (!project) return false;
      // A failure rejects: the feed keeps the text and shows the server's message under the composer.
      await api.projectDetail.comment(tenantSlug, project.projectId, text);
      void refreshActivity();
      return true;
    },
    [api, tenantSlug, project, refreshActivity],
  );

  const upload = useCallback(
    async (file: File) => {
      if (!project) return false;
      await api.projectDetail.uploadDocument(tenantSlug, project.projectId, file, file.name);
      void refreshActivity();
      return true;
    },
    [api, tenantSlug, project, refreshActivity],
  );

  const download = useCallback(
    async (file: { documentId: string; name: string }) => {
      if (!project) return;
      try {
        const { blob, filename } = await api.projectDetail.downloadDocument(
          tenantSlug,
          project.projectId,
          file.documentId,
        );
        downloadBlob(blob, filename ?? file.name);
      } catch (reason) {
        error(failureMessage(reason, messages.errors.unexpected));
      }
    },
    [api, tenantSlug, project, error],
  );

  const deleteDocument = useCallback(
    async (file: { documentId: string; name: string }) => {
      if (!project) throw new Error(texts.errors.missingId);
      try {
        await api.projectDetail.deleteDocument(tenantSlug, project.projectId, file.documentId);
      } catch (reason) {
        throw new Error(failureMessage(reason, messages.activity.deleteError));
      }
      toast.show({ type: 'success', message: messages.activity.deleted });
      await refreshActivity();
    },
    [api, tenantSlug, project, refreshActivity, toast],
  );

  return useMemo(
    () => ({ save, saveFields, changeStatus, changePublished, comment, upload, download, deleteDocument }),
    [save, saveFields, changeStatus, changePublished, comment, upload, download, deleteDocument],
  );
}
