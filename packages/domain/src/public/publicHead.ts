// The title and description of each public portal page (issue 45): the browser's tab, a search engine's result and
// a link preview (Open Graph) read the same two texts. One definition for the web server, which writes them into the
// HTML it answers, and for the page, which updates them as the visitor moves.
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { PublicPortalPage } from '../routes/publicPaths.ts';

const texts = messages.publicPortal;

/** How long a description a search engine shows whole. */
export const PUBLIC_DESCRIPTION_MAX_LENGTH = 160;

export interface PublicPageHead {
  title: string;
  description: string;
}

function shortened(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= PUBLIC_DESCRIPTION_MAX_LENGTH) return single;
  const cut = single.slice(0, PUBLIC_DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A page's title and description: "{page} · {tenant}", and what the page is about; a project's own description when
 * it has one. Without the tenant (unknown, or its portal off) the portal's one "not found" text.
 */
export function publicPageHead(
  view: PublicPortalPage['view'],
  tenantName: string | null,
  project?: { name: string; description: string | null } | null,
): PublicPageHead {
  if (!tenantName || (view === 'project' && !project)) return { title: texts.notFound, description: texts.notFound };
  const tenant = { tenant: tenantName };
  const titled = (page: string, description: string) => ({
    title: `${page} · ${tenantName}`,
    description: shortened(description),
  });
  switch (view) {
    case 'project':
      return titled(project!.name, project!.description?.trim() || interpolate(texts.page.listDescription, tenant));
    case 'map':
      return titled(texts.page.mapTitle, interpolate(texts.page.mapDescription, tenant));
    case 'organizations':
      return titled(texts.page.organizationsTitle, interpolate(texts.page.organizationsDescription, tenant));
    case 'openData':
      return titled(texts.openData.title, interpolate(texts.openData.description, tenant));
    default:
      return titled(texts.page.listTitle, interpolate(texts.page.listDescription, tenant));
  }
}
