// The public portal's pages (issue 45), served to anyone by the web's second entry (apps/web/publico.html): the
// tenant's list of published projects, one project, the map, the organisations and "Datos abiertos". One definition
// for the portal's own links, the member's "Ver en el portal público" link and the web server that answers them.
import { pathSegment } from './paths.ts';

/** Every portal page lives under this prefix (the signed-in app never answers it). */
export const PUBLIC_PORTAL_PREFIX = '/publico';

export type PublicPortalPage =
  | { view: 'projects'; tenant: string }
  | { view: 'project'; tenant: string; project: string }
  | { view: 'map'; tenant: string }
  | { view: 'organizations'; tenant: string }
  | { view: 'openData'; tenant: string };

const SEGMENTS = {
  map: 'mapa',
  organizations: 'organismos',
  openData: 'datos-abiertos',
  project: 'proyectos',
} as const;

export const publicPaths = {
  projects: (tenant: string) => `${PUBLIC_PORTAL_PREFIX}/${pathSegment(tenant)}`,
  project: (tenant: string, project: string) =>
    `${PUBLIC_PORTAL_PREFIX}/${pathSegment(tenant)}/${SEGMENTS.project}/${pathSegment(project)}`,
  map: (tenant: string) => `${PUBLIC_PORTAL_PREFIX}/${pathSegment(tenant)}/${SEGMENTS.map}`,
  organizations: (tenant: string) => `${PUBLIC_PORTAL_PREFIX}/${pathSegment(tenant)}/${SEGMENTS.organizations}`,
  openData: (tenant: string) => `${PUBLIC_PORTAL_PREFIX}/${pathSegment(tenant)}/${SEGMENTS.openData}`,
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Which portal page a path is (a trailing slash allowed), or null for any other path. */
export function parsePublicPath(pathname: string): PublicPortalPage | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  // ['', 'publico', tenant, …]
  if (parts[0] !== '' || `/${parts[1]}` !== PUBLIC_PORTAL_PREFIX || !parts[2]) return null;
  const tenant = decode(parts[2]);
  if (!tenant) return null;
  const rest = parts.slice(3);
  if (rest.length === 0) return { view: 'projects', tenant };
  if (rest.length === 2 && rest[0] === SEGMENTS.project && rest[1]) {
    const project = decode(rest[1]);
    return project ? { view: 'project', tenant, project } : null;
  }
  if (rest.length !== 1) return null;
  if (rest[0] === SEGMENTS.map) return { view: 'map', tenant };
  if (rest[0] === SEGMENTS.organizations) return { view: 'organizations', tenant };
  if (rest[0] === SEGMENTS.openData) return { view: 'openData', tenant };
  return null;
}
