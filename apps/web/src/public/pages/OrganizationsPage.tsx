// /publico/{tenant}/organismos: the organisations of the published projects, each linking to its projects.
import { publicPageHead, publicPaths } from '@siipro/domain';
import { PublicOrganizationList } from '@siipro/ui';
import { loads } from '../client.ts';
import { ORGANIZATION_URL_KEY } from '../listQuery.ts';
import { usePageHead } from '../pageHead.ts';
import { useLoad } from '../useLoad.ts';

export function OrganizationsPage({ tenant, tenantName }: { tenant: string; tenantName: string | null }) {
  const organizationsLoad = loads.organizations(tenant);
  const organizations = useLoad(organizationsLoad.key, organizationsLoad.load);
  usePageHead(tenantName ? publicPageHead('organizations', tenantName) : null);
  return (
    <PublicOrganizationList
      organizations={organizations.data ?? null}
      error={organizations.error !== undefined}
      projectsHref={(organization) =>
        `${publicPaths.projects(tenant)}?${new URLSearchParams({ [ORGANIZATION_URL_KEY]: organization.slug })}`
      }
    />
  );
}
