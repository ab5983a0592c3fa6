// Paths of the web app (platform.md §2, portfolio.md §2.1): every link and redirect is built here, so they agree.
// Slugs come from data (and a typed URL), so each one is encoded as a single path segment: a "/" or "?" in a slug
// can never reach another route.

import { formatMapPosition, MAP_DEFAULTS } from '../map/mapPosition.ts';

/** One path segment: a value that can never add a segment, a query or a fragment. */
export const pathSegment = (value: string) => encodeURIComponent(value);
const segment = pathSegment;

export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const TENANT_PICKER_PATH = '/tenant/seleccionar';
export const NO_ACCESS_PATH = '/no-access';
export const PROFILE_PATH_WITHOUT_TENANT = '/profile';
/** The reports area (platform.md §2): outside any tenant's path, it reports on the session's active tenant. */
export const REPORTS_PATH = '/reports';

/**
 * The query parameter of an invitation's link (ARCHITECTURE.md §4): the link opens the sign-in page, where the invited
 * e-mail signing in accepts the invitation (POST /auth/exchange); the token names the invitation for a page that wants
 * to say which tenant invited the person.
 */
export const INVITATION_TOKEN_PARAM = 'invitacion';

export const SETTINGS_SECTIONS = ['general', 'dominios', 'accesos', 'acerca'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const paths = {
  dashboard: (tenant: string) => `/${segment(tenant)}/actividad`,
  organizations: (tenant: string) => `/${segment(tenant)}/organismos/lista`,
  organization: (tenant: string, organizationSlug: string) =>
    `/${segment(tenant)}/organismos/${segment(organizationSlug)}`,
  projects: (tenant: string, scope: { organizationSlug?: string | null; programSlug?: string | null } = {}) => {
    if (scope.organizationSlug && scope.programSlug) {
      return `/${segment(tenant)}/organismos/${segment(scope.organizationSlug)}/programas/${segment(scope.programSlug)}/proyectos/lista`;
    }
    if (scope.organizationSlug)
      return `/${segment(tenant)}/organismos/${segment(scope.organizationSlug)}/proyectos/lista`;
    return `/${segment(tenant)}/proyectos/lista`;
  },
  programs: (tenant: string, scope: { organizationSlug?: string | null } = {}) =>
    scope.organizationSlug
      ? `/${segment(tenant)}/organismos/${segment(scope.organizationSlug)}/programas/lista`
      : `/${segment(tenant)}/programas/lista`,
  /**
   * The detail page of a project or program: under its (first) organisation when it has one, else under the tenant
   * (portfolio.md §2.1 names the organisation's path; both routes open the same page).
   */
  project: (tenant: string, project: { slug: string; type?: string | null; organizationSlug?: string | null }) => {
    const kind = project.type === 'programa' ? 'programas' : 'proyectos';
    const owner = project.organizationSlug ? `/organismos/${segment(project.organizationSlug)}` : '';
    return `/${segment(tenant)}${owner}/${kind}/${segment(project.slug)}`;
  },
  /** The forms that create a project, a program or an organisation (issue 42; "nuevo" is never a slug: slugs.ts). */
  newProject: (tenant: string) => `/${segment(tenant)}/proyectos/nuevo`,
  newProgram: (tenant: string) => `/${segment(tenant)}/programas/nuevo`,
  newOrganization: (tenant: string) => `/${segment(tenant)}/organismos/nuevo`,
  /** A project's or program's page in edit mode: its every field in ProjectForm. */
  projectEdit: (tenant: string, project: { slug: string; type?: string | null; organizationSlug?: string | null }) =>
    `${paths.project(tenant, project)}/editar`,
  /** An organisation's form in edit mode: name, description and responsible person. */
  organizationEdit: (tenant: string, organizationSlug: string) =>
    `${paths.organization(tenant, organizationSlug)}/editar`,
  /** The archived organisations, where those who may edit restore them ("archivados" is never a slug: slugs.ts). */
  archivedOrganizations: (tenant: string) => `/${segment(tenant)}/organismos/archivados`,
  /** The archived projects and programs, where those who may edit restore them. */
  archivedProjects: (tenant: string) => `/${segment(tenant)}/proyectos/archivados`,
  /** The projects map, at a position (zoom 14 unless given) and with the map's query (map/mapAddress.ts). */
  map: (tenant: string, position?: { lat: number; lng: number; zoom?: number } | null, query?: URLSearchParams) => {
    const at = position ? `/${formatMapPosition({ ...position, zoom: position.zoom ?? MAP_DEFAULTS.linkZoom })}` : '';
    const search = query?.toString();
    return `/${segment(tenant)}/mapa${at}${search ? `?${search}` : ''}`;
  },
  optimizer: (tenant: string, query?: URLSearchParams) => {
    const search = query?.toString();
    return `/${segment(tenant)}/optimizacion${search ? `?${search}` : ''}`;
  },
  settings: (tenant: string, section?: SettingsSection) =>
    `/${segment(tenant)}/tenant/configuracion${section ? `/${section}` : ''}`,
  /** The link an admin copies for an invitation (relative: the API prefixes the web's address). */
  invitation: (token: string) => `${LOGIN_PATH}?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(token)}`,
  profile: (tenant?: string | null) => (tenant ? `/${segment(tenant)}/perfil` : PROFILE_PATH_WITHOUT_TENANT),
  /** Reportes > Distribución por Prioridad, optionally with the list's filters (the browser URL codec's keys). */
  reports: (query?: URLSearchParams) => {
    const search = query?.toString();
    return `${REPORTS_PATH}${search ? `?${search}` : ''}`;
  },
} as const;
