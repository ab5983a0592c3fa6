// The routes and guards of platform.md §2 and the list routes of portfolio.md §2.1. React Router matches paths
// case-insensitively by default (kept so). Areas of later issues (organisation and project pages, mapa,
// optimizacion, configuracion) are not registered yet: inside a tenant they reach the not-found screen, which is the
// honest answer until they exist.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { NoAccessPage } from '../features/auth/pages/NoAccessPage.tsx';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage.tsx';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage.tsx';
import { RouterErrorPage } from '../features/errors/pages/RouterErrorPage.tsx';
import { ProfilePage } from '../features/profile/pages/ProfilePage.tsx';
import { ProjectListPage } from '../features/projects/pages/ProjectListPage.tsx';
import { StandaloneLayout } from '../features/tenants/pages/StandaloneLayout.tsx';
import { TenantLayout } from '../features/tenants/pages/TenantLayout.tsx';
import { TenantPickerPage } from '../features/tenants/pages/TenantPickerPage.tsx';
import { RequireAuth } from '../routes/RequireAuth.tsx';
import { RootLayout } from '../routes/RootLayout.tsx';
import { RootRedirect } from '../routes/RootRedirect.tsx';
import { TenantGuard } from '../routes/TenantGuard.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'no-access', element: <NoAccessPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'tenant/seleccionar', element: <TenantPickerPage /> },
          {
            // The profile outside any tenant (platform.md §2: "/perfil (also /profile when there is no tenant)").
            element: <StandaloneLayout />,
            children: [
              { path: 'perfil', element: <ProfilePage /> },
              { path: 'profile', element: <ProfilePage /> },
            ],
          },
          {
            path: ':tenant',
            element: <TenantGuard />,
            children: [
              {
                element: <TenantLayout />,
                children: [
                  { index: true, element: <Navigate to="actividad" replace /> },
                  { path: 'actividad', element: <DashboardPage /> },
                  { path: 'perfil', element: <ProfilePage /> },
                  { path: 'proyectos/lista', element: <ProjectListPage type="proyecto" /> },
                  { path: 'programas/lista', element: <ProjectListPage type="programa" /> },
                  {
                    path: 'organismos/:organizationSlug/proyectos/lista',
                    element: <ProjectListPage type="proyecto" />,
                  },
                  {
                    path: 'organismos/:organizationSlug/programas/lista',
                    element: <ProjectListPage type="programa" />,
                  },
                  {
                    path: 'organismos/:organizationSlug/programas/:programSlug/proyectos/lista',
                    element: <ProjectListPage type="proyecto" />,
                  },
                  { path: '*', element: <NotFoundPage /> },
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
