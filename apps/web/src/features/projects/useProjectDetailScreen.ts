// Everything the detail page shows and every action on it, for one route (portfolio.md §2.4-§2.6): the project of
// the path, its breadcrumb and links, the feed's current tab, and the writes a member with projects:edit may make.
// The API refuses those writes to anyone else; hiding the controls only spares a viewer the refusal.
import { ProjectLifecycleActions } from './pages/ProjectLifecycleActions.tsx';
import { useProjectLifecycle } from './useProjectLifecycle.ts';
import { createElement, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { ProjectDetailViewProps } from '@siipro/ui';
import {
  hasCoordinates,
  hasPermission,
  paths,
  projectStatusesFromConfig,
  publicPaths,
  type ActivityTab,
  type ProjectDetail,
} from '@siipro/domain';
import { useCurrentTenant } from '../../routes/CurrentTenant.tsx';
import { useFormOptions } from '../intake/index.ts';
import { detailBreadcrumbs } from './breadcrumbs.ts';
import { useProjectActivity, useProjectDetail } from './detailHooks.ts';
import { useProjectDetailActions } from './useProjectDetailActions.ts';
import { useProgramPortfolio } from './useProgramPortfolio.ts';
import { useProjectRelations } from './useProjectRelations.ts';
import { usePublicPortalOn } from './usePublicPortalOn.ts';

/** The parent program's page: under the project's first organisation, as portfolio.md §2.5 says. */
function programHref(tenantSlug: string, project: ProjectDetail): string | null {
  if (!project.parentProject?.slug) return null;
  return paths.project(tenantSlug, {
    slug: project.parentProject.slug,
    type: 'programa',
    organizationSlug: project.organizations[0]?.slug ?? null,
  });
}

function mapHref(tenantSlug: string, project: ProjectDetail): string | null {
  if (!hasCoordinates(project)) return null;
  return paths.map(tenantSlug, { lat: project.latitude, lng: project.longitude });
}

export function useProjectDetailScreen(): ProjectDetailViewProps {
  const tenant = useCurrentTenant();
  const params = useParams();
  const projectSlug = params.projectSlug ?? '';
  const organizationSlug = params.organizationSlug ?? null;
  const { data, mutate } = useProjectDetail(tenant.slug, projectSlug);
  const project = data.state === 'loaded' ? data.project : null;

  const [tab, setTab] = useState<ActivityTab>('comments');
  const activity = useProjectActivity(tenant.slug, project?.projectId ?? null, tab);
  const actions = useProjectDetailActions(tenant.slug, project, mutate, activity.refresh);
  const lifecycle = useProjectLifecycle(tenant.slug, project, mutate, activity.refresh);
  const canEdit = hasPermission(tenant.features, 'projects:edit');
  const programPortfolio = useProgramPortfolio(tenant.slug, project);
  const formOptions = useFormOptions(tenant, { enabled: canEdit && project !== null });
  const relations = useProjectRelations(tenant.slug, project, mutate, activity.refresh);

  const [statusBusy, setStatusBusy] = useState(false);
  const onStatusChange = useCallback(
    (status: string, reason?: string) => {
      setStatusBusy(true);
      void actions.changeStatus(status, reason).finally(() => setStatusBusy(false));
    },
    [actions],
  );
  const [publishBusy, setPublishBusy] = useState(false);
  const onPublishedChange = useCallback(
    (published: boolean) => {
      setPublishBusy(true);
      void actions.changePublished(published).finally(() => setPublishBusy(false));
    },
    [actions],
  );
  // Asked only for a published project: the link is the only thing the answer decides.
  const portalOn = usePublicPortalOn(tenant.slug, project?.published === true);
  const statuses = useMemo(() => projectStatusesFromConfig(tenant.configJson), [tenant.configJson]);
  const breadcrumbs = useMemo(
    () => (project ? detailBreadcrumbs(tenant.slug, project, organizationSlug) : []),
    [tenant.slug, project, organizationSlug],
  );

  return {
    state: data.state,
    errorMessage: data.state === 'error' ? data.message : null,
    onRetry: () => void mutate(),
    project,
    breadcrumbs,
    canEdit,
    // Editar, Archivar / Restaurar: for those who may edit (the API refuses anyone else).
    actions:
      canEdit && project
        ? createElement(ProjectLifecycleActions, {
            tenantSlug: tenant.slug,
            project,
            busy: lifecycle.busy,
            onArchive: lifecycle.archive,
            onRestore: lifecycle.restore,
          })
        : null,
    publishing: project
      ? {
          published: project.published,
          busy: publishBusy,
          onChange: onPublishedChange,
          publicHref: project.published && portalOn ? publicPaths.project(tenant.slug, project.slug) : null,
        }
      : undefined,
    statuses,
    statusBusy,
    onStatusChange,
    onSave: actions.save,
    onReload: () => void mutate(),
    // Every field edited in place (issue 42): the side panel's sections and the score's inputs, with the edit
    // form's rules, choices, suggestions and map start (the one useFormOptions of the create and edit pages).
    fieldsEdit: canEdit
      ? {
          onSave: actions.saveFields,
          onReload: () => void mutate(),
          ...formOptions,
          configJson: tenant.configJson,
        }
      : null,
    programHref: project ? programHref(tenant.slug, project) : null,
    mapHref: project ? mapHref(tenant.slug, project) : null,
    programPortfolio,
    relations,
    activity: {
      tab,
      onTabChange: setTab,
      entries: activity.entries,
      error: activity.error,
      hasMore: activity.hasMore,
      onLoadMore: activity.loadMore,
      loadingMore: activity.loadingMore,
      onComment: actions.comment,
      onUpload: actions.upload,
      onDownload: (file) => void actions.download(file),
      // Shown to those who may edit only (the feed's canWrite); the API refuses anyone else.
      onDeleteDocument: canEdit ? actions.deleteDocument : undefined,
    },
  };
}
