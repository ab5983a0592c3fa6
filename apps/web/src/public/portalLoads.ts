// What each portal page reads from the public API, named once: the key useLoad caches an answer under and the call that
// loads it. The pages read through these, and so does the first render's list below (firstLoads), which the web server
// runs to write a page's first answers into its HTML (vite/publicPages.ts) and the browser runs to find them there
// (main.tsx): the two sides cannot ask for different things.
import type { PublicPortalClient } from '@siipro/api-client';
import { parsePublicPath, PUBLIC_FACET_FIELDS } from '@siipro/domain';
import { publicListRequest, publicListState } from './listQuery.ts';

export interface PageLoad<T> {
  key: string;
  load: (signal?: AbortSignal) => Promise<T>;
}

export function portalLoads(portal: PublicPortalClient) {
  return {
    tenant: (slug: string) => ({
      key: `tenant:${slug}`,
      load: (signal?: AbortSignal) => portal.tenant(slug, signal),
    }),
    /** The list's page of projects for the address's query (listQuery.ts). */
    projects: (tenant: string, search: string) => {
      const request = publicListRequest(publicListState(search));
      return {
        key: `projects:${tenant}:${JSON.stringify(request)}`,
        load: (signal?: AbortSignal) => portal.projects(tenant, request, signal),
      };
    },
    organizations: (tenant: string) => ({
      key: `organizations:${tenant}`,
      load: (signal?: AbortSignal) => portal.organizations(tenant, signal),
    }),
    /** The quick filters' values among the published projects. */
    facets: (tenant: string) => ({
      key: `facets:${tenant}`,
      load: (signal?: AbortSignal) => portal.filterValues(tenant, PUBLIC_FACET_FIELDS, 'proyecto', signal),
    }),
    project: (tenant: string, projectSlug: string) => ({
      key: `project:${tenant}:${projectSlug}`,
      load: (signal?: AbortSignal) => portal.project(tenant, projectSlug, signal),
    }),
  };
}

export type PortalLoads = ReturnType<typeof portalLoads>;

/**
 * What the first render of the portal's address reads: the tenant, and the list's three answers or the project. The
 * map, organisations and open-data pages are not sent ahead (the map's answer is binary and the largest).
 */
export function firstLoads(loads: PortalLoads, pathname: string, search: string): PageLoad<unknown>[] {
  const page = parsePublicPath(pathname);
  if (!page) return [];
  const tenant = loads.tenant(page.tenant);
  switch (page.view) {
    case 'projects':
      return [tenant, loads.projects(page.tenant, search), loads.organizations(page.tenant), loads.facets(page.tenant)];
    case 'project':
      return [tenant, loads.project(page.tenant, page.project)];
    default:
      return [tenant];
  }
}
