// The create pages' data and saves: the form's choices (SWR, from the one key factory), and the saves that land on
// the new entity's page and make every list, map and search of the tenant stale.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { paths, type OrganizationAnswer, type OrganizationCreateBody, type ProjectCreateBody } from '@siipro/domain';
import { isTenantPortfolioKey, swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { fetchOrganizationOptions, fetchProgramOptions, serverErrorOf } from './api.ts';

type ServerError = ReturnType<typeof serverErrorOf>;

export function useFormOptions(tenantSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  // Not asked at all when nothing will be edited (a viewer's detail page).
  const organizations = useSWR(enabled ? swrKeys.formOrganizations(tenantSlug) : null, () =>
    fetchOrganizationOptions(api, tenantSlug),
  );
  const programs = useSWR(enabled ? swrKeys.formPrograms(tenantSlug) : null, () =>
    fetchProgramOptions(api, tenantSlug),
  );
  return { organizations: organizations.data ?? [], programs: programs.data ?? [] };
}

/** A save in flight and the API's refusal of the last one, around `save`. */
function useSave<Body>(save: (body: Body) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const submit = useCallback(
    async (body: Body) => {
      setSubmitting(true);
      setServerError(null);
      try {
        await save(body);
      } catch (error) {
        setServerError(serverErrorOf(error));
      } finally {
        setSubmitting(false);
      }
    },
    [save],
  );
  return { submitting, serverError, submit };
}

export function useCreateProject(tenantSlug: string) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useSave<ProjectCreateBody>(
    useCallback(
      async (body) => {
        const created = await api.projects.create(tenantSlug, body);
        void mutate(isTenantPortfolioKey(tenantSlug));
        navigate(paths.project(tenantSlug, created));
      },
      [api, tenantSlug, mutate, navigate],
    ),
  );
}

export function useCreateOrganization(tenantSlug: string) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useSave<Partial<OrganizationCreateBody>>(
    useCallback(
      async (body) => {
        const created = await api.organizations.create(tenantSlug, body as OrganizationCreateBody);
        void mutate(isTenantPortfolioKey(tenantSlug));
        navigate(paths.organization(tenantSlug, created.slug));
      },
      [api, tenantSlug, mutate, navigate],
    ),
  );
}

/**
 * Editar organismo: only the changed fields with the version the page read (409 when someone saved meanwhile: the
 * form shows the API's message), then back to its page with every list of the tenant stale (its name is on them).
 */
export function useEditOrganization(tenantSlug: string, organization: OrganizationAnswer | null) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useSave<Partial<OrganizationCreateBody>>(
    useCallback(
      async (body) => {
        if (!organization) return;
        const updated = await api.organizations.update(tenantSlug, organization.organizationId, {
          ...body,
          version: organization.version,
        });
        void mutate(isTenantPortfolioKey(tenantSlug));
        navigate(paths.organization(tenantSlug, updated.slug));
      },
      [api, tenantSlug, organization, mutate, navigate],
    ),
  );
}
