// The public portal (issue 45), for anyone, signed out: the tenant's frame around one of its five pages, chosen from
// the address (domain's parsePublicPath). Everything it reads comes from the public API through the portal's own
// client; nothing of the members' app (session, Firebase, React Router, SWR) is imported.
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { messages, parsePublicPath, publicPageHead, publicPaths, type PublicPortalPage } from '@siipro/domain';
import {
  FullPageSpinner,
  LinkProvider,
  MapTilesProvider,
  NotFoundScreen,
  PublicPortalLayout,
  ThemeProvider,
  ToastProvider,
  type PublicPortalSection,
} from '@siipro/ui';
import { loads } from './client.ts';
import { navigate, useAddress } from './location.ts';
import { usePageHead } from './pageHead.ts';
import { useLoad } from './useLoad.ts';
import { ListPage } from './pages/ListPage.tsx';

// Each page but the list is its own chunk, loaded when opened: the list (the portal's front door) downloads none of
// the project page's score tables and mini map, nor the map (pigeon-maps, the cluster worker).
/**
 * A page in a chunk of its own. Once its chunk is in (loadPageChunk before the first render, or a first visit), the
 * page renders without suspending: lazy() suspends on its first render even when the module is loaded, and Preact
 * then draws the frame and the spinner in a frame of their own before the page (the project page's LCP, 490 ms after
 * its first paint in bench:web's trace).
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => (loaded = await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Page, preload };
}

const pages = {
  project: lazyPage(async () => (await import('./pages/ProjectPage.tsx')).ProjectPage),
  organizations: lazyPage(async () => (await import('./pages/OrganizationsPage.tsx')).OrganizationsPage),
  openData: lazyPage(async () => (await import('./pages/OpenDataPage.tsx')).OpenDataPage),
  map: lazyPage(async () => (await import('./pages/MapPage.tsx')).MapPage),
};
const ProjectPage = pages.project.Page;
const OrganizationsPage = pages.organizations.Page;
const OpenDataPage = pages.openData.Page;
const MapPage = pages.map.Page;

/**
 * Loads the chunk of the address's page, so the first render can wait for it (main.tsx) and draw the page at once
 * rather than a spinner first and the page in a second render. None for the list (in the entry) nor the map: its
 * chunk is the largest (pigeon-maps), so the frame and a spinner are drawn while it loads.
 */
export function loadPageChunk(pathname: string): Promise<unknown> {
  const view = parsePublicPath(pathname)?.view;
  return view && view !== 'projects' && view !== 'map' ? pages[view].preload() : Promise.resolve();
}

const mapTiles = {
  'ign-ar': import.meta.env.VITE_MAP_TILES_IGN_AR,
  osm: import.meta.env.VITE_MAP_TILES_OSM,
};

/** The pages whose content has no heading of its own: the frame gives them one. */
const HEADINGS: Partial<Record<PublicPortalPage['view'], string>> = {
  projects: messages.publicPortal.page.listTitle,
  map: messages.publicPortal.page.mapTitle,
  organizations: messages.publicPortal.page.organizationsTitle,
};

const SECTION_OF: Record<PublicPortalPage['view'], PublicPortalSection> = {
  projects: 'projects',
  project: 'projects',
  map: 'map',
  organizations: 'organizations',
  openData: 'openData',
};

function PageContent({
  page,
  tenantName,
  search,
}: {
  page: PublicPortalPage;
  tenantName: string | null;
  search: string;
}) {
  switch (page.view) {
    case 'project':
      return <ProjectPage tenant={page.tenant} tenantName={tenantName} projectSlug={page.project} />;
    case 'map':
      return <MapPage tenant={page.tenant} tenantName={tenantName} />;
    case 'organizations':
      return <OrganizationsPage tenant={page.tenant} tenantName={tenantName} />;
    case 'openData':
      return <OpenDataPage tenant={page.tenant} tenantName={tenantName} />;
    default:
      return <ListPage tenant={page.tenant} tenantName={tenantName} search={search} />;
  }
}

function Page(props: { page: PublicPortalPage; tenantName: string | null; search: string }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PageContent {...props} />
    </Suspense>
  );
}

function Portal() {
  const { pathname, search } = useAddress();
  const page = useMemo(() => parsePublicPath(pathname), [pathname]);
  const slug = page?.tenant ?? null;
  const tenantLoad = slug === null ? null : loads.tenant(slug);
  const tenant = useLoad(tenantLoad?.key ?? null, (signal) => tenantLoad!.load(signal));
  const hrefs = useMemo(
    () => ({
      projects: publicPaths.projects(slug ?? ''),
      map: publicPaths.map(slug ?? ''),
      organizations: publicPaths.organizations(slug ?? ''),
      openData: publicPaths.openData(slug ?? ''),
    }),
    [slug],
  );
  const missing = !page || tenant.error !== undefined;
  usePageHead(missing ? publicPageHead('projects', null) : null);
  // An unknown address, an unknown tenant or a portal that is off: the same answer (the API's 404 says no more).
  if (missing) return <NotFoundScreen />;
  // The page does not wait for the tenant's name (only the head and the texts that name it need it): its heading,
  // controls and placeholders are laid out at once, so nothing moves when the name arrives.
  return (
    <PublicPortalLayout
      tenant={tenant.data ?? null}
      hrefs={hrefs}
      current={SECTION_OF[page.view]}
      heading={HEADINGS[page.view]}
    >
      <Page page={page} tenantName={tenant.data?.name ?? null} search={search} />
    </PublicPortalLayout>
  );
}

export function PublicApp() {
  return (
    <ThemeProvider global>
      <ToastProvider>
        <LinkProvider navigate={navigate}>
          <MapTilesProvider templates={mapTiles}>
            <Portal />
          </MapTilesProvider>
        </LinkProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
