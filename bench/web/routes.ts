// The web's routes that `pnpm bench:web` measures: one table for both the sizes (Vite's manifest) and the Lighthouse
// audits, so a route added here is weighed and audited alike. Paths come from the domain's path builders and the
// demo fixtures the API seeds, so the detail and organisation pages open real records.
import {
  demoAccounts,
  demoProjectsByTenant,
  LOGIN_PATH,
  NO_ACCESS_PATH,
  paths,
  PROFILE_PATH_WITHOUT_TENANT,
  publicPaths,
  REPORTS_PATH,
  TENANT_PICKER_PATH,
} from '../../packages/domain/src/index.ts';

export interface WebRoute {
  /** An example path of the route, as a person would open it. */
  path: string;
  /** The route's lazily loaded modules (apps/web-relative), outermost layout first, as router.tsx loads them. */
  modules: readonly string[];
  /** Behind the sign-in guard: audited signed in, and the API client counts in its JavaScript. */
  signedIn: boolean;
  /** Audited by Lighthouse (the screens issue 19 names); the others are weighed only. */
  audited: boolean;
  /** Web Workers the screen starts as it opens (file names without hash; Vite's manifest does not list them). */
  workers?: readonly string[];
  /** The HTML entry that serves it: the members' app (index.html) unless it is the public portal (publico.html). */
  entry?: 'index.html' | 'publico.html';
}

const TENANT = 'cenit-demo';
/** Admin of the tenant: sees every screen, settings and the optimizer included. */
const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test')!;
export const BENCH_USER = { email: admin.email, password: admin.password };

// A seeded project under its organisation: the detail route with every segment a link from the list gives it.
const project = demoProjectsByTenant[TENANT].find((item) => item.type === 'proyecto' && item.organization)!;

const inTenant = (page: string) => ['src/app/DataLayout.tsx', 'src/features/tenants/pages/TenantLayout.tsx', page];

/** The project the bench publishes (run.ts turns the portal on first), for the public project page. */
export const PUBLISHED_PROJECT = project;
/** Its page for members, where the "Publicado" switch is. */
export const PUBLISHED_PROJECT_MEMBER_PATH = paths.project(TENANT, {
  ...project,
  organizationSlug: project.organization!.slug,
});
export const BENCH_TENANT = TENANT;

export const WEB_ROUTES: readonly WebRoute[] = [
  { path: LOGIN_PATH, signedIn: false, audited: true, modules: ['src/features/auth/pages/LoginPage.tsx'] },
  { path: NO_ACCESS_PATH, signedIn: false, audited: false, modules: ['src/features/auth/pages/NoAccessPage.tsx'] },
  {
    path: TENANT_PICKER_PATH,
    signedIn: true,
    audited: false,
    modules: ['src/app/DataLayout.tsx', 'src/features/tenants/pages/TenantPickerPage.tsx'],
  },
  {
    path: PROFILE_PATH_WITHOUT_TENANT,
    signedIn: true,
    audited: false,
    modules: [
      'src/app/DataLayout.tsx',
      'src/features/tenants/pages/StandaloneLayout.tsx',
      'src/features/profile/pages/ProfilePage.tsx',
    ],
  },
  {
    path: paths.dashboard(TENANT),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/dashboard/pages/DashboardPage.tsx'),
  },
  {
    path: paths.projects(TENANT),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/projects/pages/ProjectListPage.tsx'),
  },
  {
    path: paths.project(TENANT, { ...project, organizationSlug: project.organization!.slug }),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/projects/pages/ProjectDetailPage.tsx'),
  },
  {
    path: paths.organizations(TENANT),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/organizations/pages/OrganizationListPage.tsx'),
  },
  {
    path: paths.organization(TENANT, project.organization!.slug),
    signedIn: true,
    audited: false,
    modules: inTenant('src/features/organizations/pages/OrganizationDetailPage.tsx'),
  },
  {
    path: paths.map(TENANT),
    signedIn: true,
    audited: true,
    // The map answer is decoded and the markers clustered off the main thread (api-client's and ui's workers).
    workers: ['mapAnswerWorker', 'clusterWorker'],
    modules: inTenant('src/features/map/pages/MapPage.tsx'),
  },
  {
    path: paths.optimizer(TENANT),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/optimizer/pages/OptimizerPage.tsx'),
  },
  {
    // The settings area opens its first section (SettingsIndexPage redirects there); all sections are one chunk.
    path: paths.settings(TENANT, 'general'),
    signedIn: true,
    audited: true,
    modules: inTenant('src/features/settings/pages/index.ts'),
  },
  {
    path: REPORTS_PATH,
    signedIn: true,
    audited: false,
    modules: inTenant('src/features/reports/pages/ReportsPage.tsx'),
  },
  {
    path: paths.profile(TENANT),
    signedIn: true,
    audited: false,
    modules: inTenant('src/features/profile/pages/ProfilePage.tsx'),
  },
  {
    path: `/${TENANT}/no-existe`,
    signedIn: true,
    audited: false,
    modules: inTenant('src/features/errors/pages/NotFoundPage.tsx'),
  },
  // The public portal (issue 45), signed out, from its own entry: the list and a published project's page.
  { path: publicPaths.projects(TENANT), signedIn: false, audited: true, entry: 'publico.html', modules: [] },
  {
    path: publicPaths.project(TENANT, project.slug),
    signedIn: false,
    audited: true,
    entry: 'publico.html',
    modules: ['src/public/pages/ProjectPage.tsx'],
  },
];
