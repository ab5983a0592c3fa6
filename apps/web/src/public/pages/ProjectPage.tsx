// /publico/{tenant}/proyectos/{slug}: a published project's public fields, its place and its score explained.
import { publicPageHead, publicPaths } from '@siipro/domain';
import { FullPageSpinner, NotFoundScreen, PublicProjectView } from '@siipro/ui';
import { loads } from '../client.ts';
import { usePageHead } from '../pageHead.ts';
import { useLoad } from '../useLoad.ts';

export function ProjectPage({
  tenant,
  tenantName,
  projectSlug,
}: {
  tenant: string;
  tenantName: string | null;
  projectSlug: string;
}) {
  const projectLoad = loads.project(tenant, projectSlug);
  const project = useLoad(projectLoad.key, projectLoad.load);
  usePageHead(project.loading || !tenantName ? null : publicPageHead('project', tenantName, project.data ?? null));
  if (project.data) return <PublicProjectView project={project.data} listHref={publicPaths.projects(tenant)} />;
  if (project.error !== undefined) {
    // Unpublished, archived, another tenant's or no such project: the API's one 404. A network failure says the same.
    return <NotFoundScreen homeHref={publicPaths.projects(tenant)} />;
  }
  return <FullPageSpinner />;
}
