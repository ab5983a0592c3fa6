// Paths inside a tenant (platform.md §2, portfolio.md), built in one place so links and redirects agree.
const base = (slug: string) => `/${encodeURIComponent(slug)}`;

export const tenantPaths = {
  dashboard: (slug: string) => `${base(slug)}/actividad`,
  organizations: (slug: string) => `${base(slug)}/organismos/lista`,
  programs: (slug: string) => `${base(slug)}/programas/lista`,
  projects: (slug: string) => `${base(slug)}/proyectos/lista`,
  map: (slug: string) => `${base(slug)}/mapa`,
  optimizer: (slug: string) => `${base(slug)}/optimizacion`,
  settings: (slug: string) => `${base(slug)}/tenant/configuracion`,
  profile: (slug: string) => `${base(slug)}/perfil`,
  organization: (slug: string, organizationSlug: string) =>
    `${base(slug)}/organismos/${encodeURIComponent(organizationSlug)}`,
  /** A project or program page, under its organisation (portfolio.md §2). */
  projectPage: (slug: string, organizationSlug: string, type: 'proyecto' | 'programa', projectSlug: string) =>
    `${base(slug)}/organismos/${encodeURIComponent(organizationSlug)}/${type === 'programa' ? 'programas' : 'proyectos'}/${encodeURIComponent(projectSlug)}`,
};

/** The profile outside any tenant (platform.md §2: "/profile when there is no tenant"). */
export const STANDALONE_PROFILE_PATH = '/profile';
