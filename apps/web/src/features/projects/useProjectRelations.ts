// «Requiere» and «Alternativas» on a project's page (issue 44): the relations as the API stores them, the top bar's
// search (GET …/search, its projects only) for the picker, and the save with the version read. A save bumps the
// project's version, so the page's project is read again (an edit of the header would else be a 409), the feed's
// Historia shows the change, and the optimizer's candidates (under 'projects') are stale.
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { isApiError } from '@siipro/api-client';
import { messages, paths, type ProjectDetail, type ProjectRelations } from '@siipro/domain';
import { useToast, type ProjectDetailViewProps, type ProjectRelationsChange } from '@siipro/ui';
import { isTenantProjectsKey, swrKeys } from '../../lib/swrKeys.ts';
import { useTenantSearch } from '../../lib/useTenantSearch.ts';
import { useApi } from '../../services/ServicesContext.tsx';

const texts = messages.projectDetail.relations;

export function useProjectRelations(
  tenantSlug: string,
  project: ProjectDetail | null,
  mutateProject: KeyedMutator<ProjectDetail>,
  refreshActivity: () => Promise<unknown>,
): ProjectDetailViewProps['relations'] {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  // Programs have no relations (the optimizer's candidates are projects).
  const projectId = project?.type === 'proyecto' ? project.projectId : null;
  const relations = useSWR<ProjectRelations, unknown>(
    projectId ? swrKeys.projectRelations(tenantSlug, projectId) : null,
    () => api.projectDetail.relations(tenantSlug, projectId!),
  );

  // The picker searches as one types, with the top bar's search (its projects only).
  const [term, setTerm] = useState<string | null>(null);
  const search = useTenantSearch(tenantSlug, term);

  const [busy, setBusy] = useState(false);
  const onSave = useCallback(
    (change: ProjectRelationsChange) => {
      const current = relations.data;
      if (!projectId || !current) return;
      setBusy(true);
      void api.projectDetail
        .updateRelations(tenantSlug, projectId, { ...change, version: current.version })
        .then(async (saved) => {
          await relations.mutate(saved, { revalidate: false });
          toast.show({ type: 'success', message: texts.saved });
          void mutateProject();
          void refreshActivity();
          void mutate(isTenantProjectsKey(tenantSlug));
        })
        .catch((error: unknown) => {
          // A 409 (someone else saved first) reads the relations again; the toast says why nothing changed.
          if (isApiError(error) && error.status === 409) void relations.mutate();
          const message = isApiError(error) && error.status !== 0 && error.message ? error.message : texts.saveError;
          toast.show({ type: 'error', message });
        })
        .finally(() => setBusy(false));
    },
    [api, tenantSlug, projectId, relations, toast, mutateProject, refreshActivity, mutate],
  );

  if (!projectId) return null;
  return {
    state: relations.data ? 'loaded' : relations.error !== undefined ? 'error' : 'loading',
    relations: relations.data ?? null,
    // Any project's page answers at /{tenant}/proyectos/{slug}, with or without its organisation.
    hrefOf: (relation) => paths.project(tenantSlug, { slug: relation.slug, organizationSlug: null }),
    onRetry: () => void relations.mutate(),
    onSave,
    busy,
    onSearch: setTerm,
    results:
      term === null
        ? null
        : {
            term,
            items: (search.data?.projects ?? []).map((result) => ({
              projectId: result.id,
              slug: result.slug,
              code: result.code,
              name: result.name,
            })),
          },
    searching: search.isLoading,
    searchError:
      search.error === undefined ? null : isApiError(search.error) ? search.error.message : messages.errors.unexpected,
  };
}
