// The top navigation's entries and which one is current. Pure functions, so the matching rules are tested on their
// own (navItems.test.ts) and the component only renders.
import { REPORTS_PATH, ROOT_PATH, messages, pathSegment, paths } from '@siipro/domain';

export type NavKey = 'home' | 'organizations' | 'programs' | 'projects' | 'map' | 'optimizer';

export interface NavItem {
  key: NavKey;
  label: string;
  href: string;
}

/** The six entries of platform.md §2 for a tenant; none without one (there is nothing to navigate to yet). */
export function buildNavItems(tenantSlug: string | null | undefined): NavItem[] {
  if (!tenantSlug) return [];
  return [
    { key: 'home', label: messages.nav.home, href: paths.dashboard(tenantSlug) },
    { key: 'organizations', label: messages.nav.organizations, href: paths.organizations(tenantSlug) },
    { key: 'programs', label: messages.nav.programs, href: paths.programs(tenantSlug) },
    { key: 'projects', label: messages.nav.projects, href: paths.projects(tenantSlug) },
    { key: 'map', label: messages.nav.map, href: paths.map(tenantSlug) },
    { key: 'optimizer', label: messages.nav.optimizer, href: paths.optimizer(tenantSlug) },
  ];
}

/**
 * The entry for the current path (matching is case-insensitive, like the router). Inicio wins for any path
 * containing "actividad"; inside an organisation the deepest section decides, so a project of a program
 * (`/t/organismos/o/programas/p/proyectos/lista`) is under Proyectos and a program's page under Programas.
 */
export function activeNavKey(currentPath: string, tenantSlug: string | null | undefined): NavKey | null {
  const path = currentPath.toLowerCase().split(/[?#]/)[0] ?? '';
  if (path.includes('actividad')) return 'home';
  if (!tenantSlug) return null;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== pathSegment(tenantSlug).toLowerCase()) return null;
  const [section, , child, , grandchild] = segments.slice(1);
  switch (section) {
    case 'organismos':
      if (child === 'proyectos') return 'projects';
      if (child === 'programas') return grandchild === 'proyectos' ? 'projects' : 'programs';
      return 'organizations';
    case 'programas':
      return 'programs';
    case 'proyectos':
      return 'projects';
    case 'mapa':
      return 'map';
    case 'optimizacion':
      return 'optimizer';
    default:
      return null;
  }
}

/**
 * Reportes (platform.md §2 "/reports"): the area reports on the active tenant, so it is offered only with one. It sits
 * beside the settings gear (the six entries fill the wide bar) and at the end of the folded menu.
 */
export function reportsHref(tenantSlug: string | null | undefined): string | null {
  return tenantSlug ? paths.reports() : null;
}

export function isReportsPath(currentPath: string): boolean {
  const path = currentPath.toLowerCase().split(/[?#]/)[0] ?? '';
  return path === REPORTS_PATH || path.startsWith(`${REPORTS_PATH}/`);
}

/** Tenant settings, or the root (which sends the user on) when there is no active tenant. */
export function settingsHref(tenantSlug: string | null | undefined): string {
  return tenantSlug ? paths.settings(tenantSlug) : ROOT_PATH;
}

/** The tenant's home, or the root without a tenant. */
export function homeHref(tenantSlug: string | null | undefined): string {
  return tenantSlug ? paths.dashboard(tenantSlug) : ROOT_PATH;
}

export function isSettingsPath(currentPath: string, tenantSlug: string | null | undefined): boolean {
  return Boolean(tenantSlug) && currentPath.toLowerCase().startsWith(settingsHref(tenantSlug).toLowerCase());
}
