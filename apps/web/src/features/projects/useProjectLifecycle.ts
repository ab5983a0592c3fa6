// Archivar and Restaurar on a project's page: the API call, then the page's copy replaced and every list, map and
// search of the tenant made stale (an archived project leaves them; a restored one comes back).
import { useCallback, useState } from 'react';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { isApiError } from '@siipro/api-client';
import { messages, type ProjectDetail } from '@siipro/domain';
import { useToast } from '@siipro/ui';
import { isTenantPortfolioKey } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';

export function useProjectLifecycle(
  tenantSlug: string,
  project: ProjectDetail | null,
  mutateProject: KeyedMutator<ProjectDetail>,
  refreshActivity: () => Promise<unknown>,
) {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: 'archive' | 'restore') => {
      if (!project) return false;
      setBusy(true);
      try {
        const updated = await api.projectDetail[action](tenantSlug, project.projectId);
        await mutateProject(updated, { revalidate: false });
        void refreshActivity();
        void mutate(isTenantPortfolioKey(tenantSlug));
        const texts = messages.archive;
        toast.show({ type: 'success', message: action === 'archive' ? texts.projectArchived : texts.projectRestored });
        return true;
      } catch (error) {
        toast.show({
          type: 'error',
          message: isApiError(error) && error.message ? error.message : messages.projectDetail.errors.save,
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, tenantSlug, project, mutateProject, refreshActivity, mutate, toast],
  );
  return { busy, archive: () => run('archive'), restore: () => run('restore') };
}
