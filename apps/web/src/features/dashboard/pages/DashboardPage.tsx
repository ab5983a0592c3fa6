// /{tenant}/actividad, "Tu actividad" (platform.md §2): the recent projects and organisations kept on this device as
// cards, and the tenant's newest of a kind when the device has no recent one of it (§9). The screen is the design
// system's DashboardView; this page only chooses the data and turns it into cards (dashboardCards.ts).
import { useMemo } from 'react';
import { DashboardView } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { dashboardOrganizationCards, dashboardProjectCards, needsNewest } from '../dashboardCards.ts';
import { useMonthlyTrends, useNewestOrganizations, useNewestProjects, useRecentActivity } from '../hooks.ts';

export function DashboardPage() {
  const tenant = useCurrentTenant();
  const { recentProjects, recentOrganizations } = useRecentActivity(tenant.slug);
  const newest = useNewestProjects(tenant.slug, needsNewest(recentProjects));
  const newestOrganizations = useNewestOrganizations(tenant.slug, needsNewest(recentOrganizations));
  const trends = useMonthlyTrends(tenant.slug);
  const projects = useMemo(
    () => dashboardProjectCards(tenant.slug, recentProjects, newest.projects),
    [tenant.slug, recentProjects, newest.projects],
  );
  const organizations = useMemo(
    () => dashboardOrganizationCards(tenant.slug, recentOrganizations, newestOrganizations.organizations),
    [tenant.slug, recentOrganizations, newestOrganizations.organizations],
  );
  return (
    <DashboardView
      recentProjects={projects}
      recentOrganizations={organizations}
      projectsLoading={newest.loading}
      organizationsLoading={newestOrganizations.loading}
      trends={trends}
    />
  );
}
