// Whether the tenant's public portal is on, as anyone sees it: the portal's own public call (GET /public/{slug})
// answers 200 when it is on and 404 otherwise. A member who cannot read the settings (editor, viewer) learns it the
// same way a visitor does, so the page's "Ver en el portal público" link never points at a 404.
import useSWR from 'swr';
import { createPublicPortalClient } from '@siipro/api-client';

const portal = createPublicPortalClient({ baseUrl: '/api' });

export function usePublicPortalOn(tenantSlug: string, ask: boolean): boolean {
  const { data } = useSWR(ask ? ['public-portal-on', tenantSlug] : null, () =>
    portal.tenant(tenantSlug).then(
      () => true,
      () => false,
    ),
  );
  return data === true;
}
