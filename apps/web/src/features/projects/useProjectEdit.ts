// Editar: the project's stored values as the form's source, and the save (PUT with the version read; a stale one is
// a 409 the form shows) that lands back on the project's page with the new score and history.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths, type ProjectDetail, type ProjectEditBody } from '@siipro/domain';
import { isTenantPortfolioKey } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { serverErrorOf } from '../intake/index.ts';

export function useProjectEdit(tenantSlug: string, project: ProjectDetail | null) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ReturnType<typeof serverErrorOf> | null>(null);
  const submit = useCallback(
    async (body: ProjectEditBody) => {
      if (!project) return;
      setSubmitting(true);
      setServerError(null);
      try {
        const updated = await api.projectDetail.update(tenantSlug, project.projectId, body);
        await mutate(isTenantPortfolioKey(tenantSlug));
        navigate(paths.project(tenantSlug, updated));
      } catch (error) {
        setServerError(serverErrorOf(error));
      } finally {
        setSubmitting(false);
      }
    },
    [api, tenantSlug, project, mutate, navigate],
  );
  return { submitting, serverError, submit };
}
