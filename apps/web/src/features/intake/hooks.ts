// The create pages' data and saves: the form's choices and suggestions (SWR, from the one key factory), and the saves
// that land on the new entity's page and make every list, map and search of the tenant stale.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  mapViewFromConfig,
  paths,
  type SessionTenant,
  type OrganizationAnswer,
  type OrganizationCreateBody,
  type ProjectCreateBody,
} from '@siipro/domain';
import type { ProjectFieldsEdit } from '@siipro/ui';
import { isTenantPortfolioKey, swrKeys } from '../../lib/swrKeys.ts';
import { useFilterFacets } from '../../lib/useFilterFacets.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { useMapPreferences } from '../map/index.ts';
import { fetchOrganizationOptions, fetchProgramOptions, formSuggestionsOf, NO_OPTIONS, serverErrorOf } from './api.ts';

type ServerError = ReturnType<typeof serverErrorOf>;

/** The tenant the form is for: its slug, and its configJson (the map's centre and zoom). */
type FormTenant = Pick<SessionTenant, 'slug' | 'configJson'>;

/**
 * Everything the project form offers besides its values, one answer for the three places that edit a project — the
 * create page, the edit page and the detail page's in-place editors — to spread into ProjectForm's props or the side
 * panel's `fieldsEdit`: the tenant's organisations and programs; the sectors, executing areas and funding sources its
 * projects already use (the list's facets: one call, shared with the list), suggested while typing so that a typo does
 * not split a sector in two; and where the location map opens while there is no pin — the tenant's configured map
 * view, as the projects map falls back to — on the base layer the person chose on that map.
 */
export function useFormOptions(
  tenant: FormTenant,
  { enabled = true }: { enabled?: boolean } = {},
): Required<
  Pick<ProjectFieldsEdit, 'organizations' | 'programs' | 'suggestions' | 'mapCenter' | 'mapZoom' | 'baseLayer'>
> {
  const api = useApi();
  // Not asked at all when nothing will be edited (a viewer's detail page).
  const organizations = useSWR(enabled ? swrKeys.formOrganizations(tenant.slug) : null, () =>
    fetchOrganizationOptions(api, tenant.slug),
  );
  const programs = useSWR(enabled ? swrKeys.formPrograms(tenant.slug) : null, () =>
    fetchProgramOptions(api, tenant.slug),
  );
  const facets = useFilterFacets(tenant.slug, { enabled });
  const suggestions = useMemo(() => formSuggestionsOf(facets), [facets]);
  const view = useMemo(() => mapViewFromConfig(tenant.configJson), [tenant.configJson]);
  const mapCenter = useMemo(() => ({ lat: view.lat, lng: view.lng }), [view]);
  const { baseLayer } = useMapPreferences();
  return {
    organizations: organizations.data ?? NO_OPTIONS,
    programs: programs.data ?? NO_OPTIONS,
    suggestions,
    mapCenter,
    mapZoom: view.zoom,
    baseLayer,
  };
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
