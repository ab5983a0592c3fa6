// The routes and guards of platform.md §2 and the list routes of portfolio.md §2.1. React Router matches paths
// case-insensitively by default (kept so).
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { ProjectType } from '@siipro/domain';
import { FullPageSpinner } from '@siipro/ui';
import { RouterErrorPage } from '../features/errors/pages/RouterErrorPage.tsx';
import { ActiveTenantGuard } from '../routes/ActiveTenantGuard.tsx';
import { RequireAuth } from '../routes/RequireAuth.tsx';
import { RootLayout } from '../routes/RootLayout.tsx';
import { RootRedirect } from '../routes/RootRedirect.tsx';
import { TenantGuard } from '../routes/TenantGuard.tsx';
import type { RouteHandle } from '../routes/routeHandle.ts';

// Every screen is its own chunk (ARCHITECTURE §5), loaded when its route first matches: opening /login downloads
// the login screen and the shell, not the lists. The guards above stay in the entry: every route passes them.
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const dataLayout = page(async () => (await import('./DataLayout.tsx')).DataLayout);
const loginPage = page(async () => (await import('../features/auth/pages/LoginPage.tsx')).LoginPage);
const noAccessPage = page(async () => (await import('../features/auth/pages/NoAccessPage.tsx')).NoAccessPage);
const tenantPickerPage = page(
  async () => (await import('../features/tenants/pages/TenantPickerPage.tsx')).TenantPickerPage,
);
const standaloneLayout = page(
  async () => (await import('../features/tenants/pages/StandaloneLayout.tsx')).StandaloneLayout,
);
const tenantLayout = page(async () => (await import('../features/tenants/pages/TenantLayout.tsx')).TenantLayout);
const dashboardPage = page(async () => (await import('../features/dashboard/pages/DashboardPage.tsx')).DashboardPage);
const profilePage = page(async () => (await import('../features/profile/pages/ProfilePage.tsx')).ProfilePage);
const notFoundPage = page(async () => (await import('../features/errors/pages/NotFoundPage.tsx')).NotFoundPage);

/** The organisations list, or its "Archivados" view: one chunk for both. */
function organizationListPage(archived = false) {
  return async () => {
    const { OrganizationListPage } = await import('../features/organizations/pages/OrganizationListPage.tsx');
    return { element: <OrganizationListPage archived={archived} /> };
  };
}
const organizationEditPage = page(
  async () => (await import('../features/organizations/pages/OrganizationEditPage.tsx')).OrganizationEditPage,
);
const organizationDetailPage = page(
  async () => (await import('../features/organizations/pages/OrganizationDetailPage.tsx')).OrganizationDetailPage,
);
const reportsPage = page(async () => (await import('../features/reports/pages/ReportsPage.tsx')).ReportsPage);
const mapPage = page(async () => (await import('../features/map/pages/MapPage.tsx')).MapPage);
const optimizerPage = page(async () => (await import('../features/optimizer/pages/OptimizerPage.tsx')).OptimizerPage);
const projectDetailPage = page(
  async () => (await import('../features/projects/pages/ProjectDetailPage.tsx')).ProjectDetailPage,
);

// The tenant settings area (platform.md §2): its layout and sections come from one module, so one chunk.
const settingsPages = () => import('../features/settings/pages/index.ts');
const settingsLayout = page(async () => (await settingsPages()).SettingsLayoutPage);
const settingsIndex = page(async () => (await settingsPages()).SettingsIndexPage);
const generalSettingsPage = page(async () => (await settingsPages()).GeneralSettingsPage);
const domainsPage = page(async () => (await settingsPages()).DomainsPage);
const membersPage = page(async () => (await settingsPages()).MembersPage);
const aboutPage = page(async () => (await settingsPages()).AboutPage);

/** The project list of one type (proyectos or programas), or the archived ones: one chunk for every list route. */
function projectListPage(type: ProjectType, archived = false) {
  return async () => {
    const { ProjectListPage } = await import('../features/projects/pages/ProjectListPage.tsx');
    return { element: <ProjectListPage type={type} archived={archived} /> };
  };
}

/** The create form of a project or program (Crear > Proyecto / Programa): one chunk for both. */
function newProjectPage(type: ProjectType) {
  return async () => {
    const { NewProjectPage } = await import('../features/intake/pages/NewProjectPage.tsx');
    return { element: <NewProjectPage type={type} /> };
  };
}
const projectEditPage = page(
  async () => (await import('../features/projects/pages/ProjectEditPage.tsx')).ProjectEditPage,
);
const newOrganizationPage = page(
  async () => (await import('../features/intake/pages/NewOrganizationPage.tsx')).NewOrganizationPage,
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    // While the first screen's chunk arrives: the same spinner the session shows until it knows who is signed in.
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', lazy: loginPage },
      { path: 'no-access', lazy: noAccessPage },
      {
        element: <RequireAuth />,
        children: [
          {
            // SWR and its defaults come with the first signed-in screen (DataLayout), not with /login.
            lazy: dataLayout,
            children: [
              { path: 'tenant/seleccionar', lazy: tenantPickerPage },
              {
                // The profile outside any tenant (platform.md §2: "/perfil (also /profile when there is no tenant)").
                lazy: standaloneLayout,
                children: [
                  { path: 'perfil', lazy: profilePage },
                  { path: 'profile', lazy: profilePage },
                ],
              },
              {
                // Reportes > Distribución por Prioridad (platform.md §2): no tenant in the path, the active one's
                // data in the tenant screens' frame. A static segment, so it wins over :tenant.
                path: 'reports',
                element: <ActiveTenantGuard />,
                children: [{ lazy: tenantLayout, children: [{ index: true, lazy: reportsPage }] }],
              },
              {
                path: ':tenant',
                element: <TenantGuard />,
                children: [
                  {
                    lazy: tenantLayout,
                    children: [
                      { index: true, element: <Navigate to="actividad" replace /> },
                      { path: 'actividad', lazy: dashboardPage },
                      { path: 'perfil', lazy: profilePage },
                      { path: 'organismos/lista', lazy: organizationListPage() },
                      { path: 'organismos/archivados', lazy: organizationListPage(true) },
                      { path: 'organismos/nuevo', lazy: newOrganizationPage },
                      { path: 'proyectos/nuevo', lazy: newProjectPage('proyecto') },
                      { path: 'proyectos/archivados', lazy: projectListPage('proyecto', true) },
                      { path: 'programas/nuevo', lazy: newProjectPage('programa') },
                      { path: 'proyectos/lista', lazy: projectListPage('proyecto') },
                      { path: 'programas/lista', lazy: projectListPage('programa') },
                      {
                        path: 'organismos/:organizationSlug/proyectos/lista',
                        lazy: projectListPage('proyecto'),
                      },
                      {
                        path: 'organismos/:organizationSlug/programas/lista',
                        lazy: projectListPage('programa'),
                      },
                      {
                        path: 'organismos/:organizationSlug/programas/:programSlug/proyectos/lista',
                        lazy: projectListPage('proyecto'),
                      },
                      // Project and program detail (portfolio.md §2.1, §2.4), with and without the organisation.
                      { path: 'proyectos/:projectSlug', lazy: projectDetailPage },
                      { path: 'proyectos/:projectSlug/editar', lazy: projectEditPage },
                      { path: 'programas/:projectSlug/editar', lazy: projectEditPage },
                      { path: 'organismos/:organizationSlug/proyectos/:projectSlug/editar', lazy: projectEditPage },
                      { path: 'organismos/:organizationSlug/programas/:projectSlug/editar', lazy: projectEditPage },
                      { path: 'programas/:projectSlug', lazy: projectDetailPage },
                      { path: 'organismos/:organizationSlug/proyectos/:projectSlug', lazy: projectDetailPage },
                      { path: 'organismos/:organizationSlug/programas/:projectSlug', lazy: projectDetailPage },
                      // The projects map (portfolio.md §2.9), with or without "@lat,lng,zoomz"; full screen under the
                      // top bar: the frame reads `fill` from the matched route's handle.
                      { path: 'mapa/*', lazy: mapPage, handle: { fill: true } satisfies RouteHandle },
                      // The optimizer (portfolio.md §2.8): configuration and results; optimizer:usage is checked there.
                      { path: 'optimizacion', lazy: optimizerPage },
                      // organismos/lista (the list) is a static segment and wins over this one in React Router.
                      { path: 'organismos/:organizationSlug', lazy: organizationDetailPage },
                      { path: 'organismos/:organizationSlug/editar', lazy: organizationEditPage },
                      {
                        path: 'tenant/configuracion',
                        lazy: settingsLayout,
                        children: [
                          { index: true, lazy: settingsIndex },
                          { path: 'general', lazy: generalSettingsPage },
                          { path: 'dominios', lazy: domainsPage },
                          { path: 'accesos', lazy: membersPage },
                          { path: 'acerca', lazy: aboutPage },
                          { path: '*', lazy: notFoundPage },
                        ],
                      },
                      { path: '*', lazy: notFoundPage },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
