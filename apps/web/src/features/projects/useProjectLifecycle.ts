// Archivar and Restaurar on a project's page (lib/LifecycleActions.tsx's useLifecycle): the API call, then the page's
// copy replaced and every list, map and search of the tenant made stale (an archived project leaves them; a restored
// one comes back).
import { useCallback } from 'react';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { messages, type ProjectDetail } from '@siipro/domain';
import { useLifecycle } from '../../lib/LifecycleActions.tsx';
import { isTenantPortfolioKey } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';

export function useProjectLifecycle(
  tenantSlug: string,
  project: ProjectDetail | null,
  mutateProject: KeyedMutator<ProjectDetail>,
  refreshActivity: () => Promise<unknown>,
) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useLifecycle({
    call: useCallback(
      (action: 'archive' | 'restore') => (project ? api.projectDetail[action](tenantSlug, project.projectId) : null),
      [api, tenantSlug, project],
    ),
    done: useCallback(
      async (updated: ProjectDetail) => {
        await mutateProject(updated, { revalidate: false });
        void refreshActivity();
        void mutate(isTenantPortfolioKey(tenantSlug));
      },
      [mutateProject, refreshActivity, mutate, tenantSlug],
    ),
    archivedText: messages.archive.projectArchived,
    restoredText: messages.archive.projectRestored,
    failedText: messages.projectDetail.errors.save,
  });
}
