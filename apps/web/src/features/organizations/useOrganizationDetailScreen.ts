// Everything an organisation's page shows and its one write (platform.md §2 "Organisation detail", §5, §8): the
// organisation of the path, its breadcrumb, its latest projects, and the edit of name and description with the
// version the page read (409 → the header keeps the typed text and offers "Recargar"). Only members with
// organizations:edit see the pencil; the API refuses anyone else.
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { isApiError } from '@siipro/api-client';
import { hasPermission, messages, paths, type ProjectListItem } from '@siipro/domain';
import { useToast, type InlineEditOutcome, type OrganizationDetailViewProps } from '@siipro/ui';
import { isTenantOrganizationsKey, isTenantProjectsKey } from '../../lib/swrKeys.ts';
import { useCurrentTenant } from '../../routes/CurrentTenant.tsx';
import { useApi } from '../../services/ServicesContext.tsx';
import { useOrganizationDetail, useOrganizationProjects } from './hooks.ts';

const texts = messages.organizations;

/**
 * platform.md §8: a non-OK answer reads the server's message (the client's fallback is "No se pudo guardar la
 * organización"); no answer at all, "Error inesperado".
 */
function saveFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 0) return error.message || texts.errors.save;
  return messages.errors.unexpected;
}

export function useOrganizationDetailScreen(): OrganizationDetailViewProps {
  const tenant = useCurrentTenant();
  const organizationSlug = useParams().organizationSlug ?? '';
  const api = useApi();
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, mutate } = useOrganizationDetail(tenant.slug, organizationSlug);
  const latest = useOrganizationProjects(tenant.slug, organizationSlug);
  const organization = data.state === 'loaded' ? data.organization : null;

  const onSave = useCallback(
    async (changes: { name: string; description: string | null }): Promise<InlineEditOutcome> => {
      if (!organization) {
        toast.show({ type: 'error', message: texts.errors.missingId });
        return 'failed';
      }
      try {
        const updated = await api.organizations.update(tenant.slug, organization.organizationId, {
          ...changes,
          version: organization.version,
        });
        await mutate(updated, { revalidate: false });
        // The organisations list and the project lists show its name; the side panel's answer carries it too.
        void mutateKey(isTenantOrganizationsKey(tenant.slug));
        void mutateKey(isTenantProjectsKey(tenant.slug));
        void latest.mutate();
        toast.show({ type: 'success', message: texts.detail.saved });
        return 'saved';
      } catch (reason) {
        // The header says so beside the typed text, with "Recargar"; a toast would say it twice.
        if (isApiError(reason) && reason.status === 409) return 'conflict';
        toast.show({ type: 'error', message: saveFailureMessage(reason) });
        return 'failed';
      }
    },
    [api, tenant.slug, organization, mutate, mutateKey, latest, toast],
  );

  const breadcrumbs = useMemo(
    () =>
      organization
        ? [
            { label: messages.projects.breadcrumbOrganizations, href: paths.organizations(tenant.slug) },
            { label: organization.name },
          ]
        : [],
    [tenant.slug, organization],
  );
  const projectHref = useCallback(
    (project: ProjectListItem) =>
      paths.project(tenant.slug, { slug: project.slug, type: project.type, organizationSlug }),
    [tenant.slug, organizationSlug],
  );

  return {
    state: data.state,
    errorMessage: data.state === 'error' ? data.message : null,
    onRetry: () => void mutate(),
    organization,
    breadcrumbs,
    canEdit: hasPermission(tenant.features, 'organizations:edit'),
    onSave,
    onReload: () => void mutate(),
    latestProjects: {
      projects: latest.projects,
      total: latest.total,
      projectHref,
      allHref: paths.projects(tenant.slug, { organizationSlug }),
    },
  };
}
