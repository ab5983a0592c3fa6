// /{tenant}/actividad, "Tu actividad" (platform.md §2). This issue brings the heading and the recent items kept on
// this device; the cards, trends and news come with the dashboard's own issue. No sample data stands in for them.
// The screen is the design system's DashboardView; this page only turns the record into its links.
import { useMemo } from 'react';
import { paths } from '@siipro/domain';
import { DashboardView, type DashboardItem } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useRecentActivity } from '../hooks.ts';

export function DashboardPage() {
  const tenant = useCurrentTenant();
  const { recentProjects, recentOrganizations } = useRecentActivity(tenant.slug);
  const projects = useMemo<DashboardItem[]>(
    () =>
      recentProjects.map((project) => ({
        key: project.slug,
        name: project.name,
        href: paths.project(tenant.slug, project),
      })),
    [recentProjects, tenant.slug],
  );
  const organizations = useMemo<DashboardItem[]>(
    () =>
      recentOrganizations.map((organization) => ({
        key: organization.slug,
        name: organization.name,
        href: paths.organization(tenant.slug, organization.slug),
      })),
    [recentOrganizations, tenant.slug],
  );
  return <DashboardView recentProjects={projects} recentOrganizations={organizations} />;
}
