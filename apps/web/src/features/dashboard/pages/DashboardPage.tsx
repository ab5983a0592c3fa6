// /{tenant}/actividad, "Tu actividad" (platform.md §2): the recent projects and organisations kept on this device as
// cards, and the tenant's newest projects when the device has no recent project (§9). The screen is the design
// system's DashboardView; this page only chooses the data and turns it into cards (dashboardCards.ts).
import { useMemo } from 'react';
import { DashboardView } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { dashboardProjectCards, needsNewestProjects, recentOrganizationCard } from '../dashboardCards.ts';
import { useNewestProjects, useRecentActivity } from '../hooks.ts';

export function DashboardPage() {
  const tenant = useCurrentTenant();
  const { recentProjects, recentOrganizations } = useRecentActivity(tenant.slug);
  const newest = useNewestProjects(tenant.slug, needsNewestProjects(recentProjects));
  const projects = useMemo(
    () => dashboardProjectCards(tenant.slug, recentProjects, newest.projects),
    [tenant.slug, recentProjects, newest.projects],
  );
  const organizations = useMemo(
    () => recentOrganizations.map((organization) => recentOrganizationCard(tenant.slug, organization)),
    [recentOrganizations, tenant.slug],
  );
  return (
    <DashboardView recentProjects={projects} recentOrganizations={organizations} projectsLoading={newest.loading} />
  );
}
