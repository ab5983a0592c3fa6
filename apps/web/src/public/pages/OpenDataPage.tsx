// /publico/{tenant}/datos-abiertos: the downloads (plain links to the API's open-data files) and their fields.
import { OPEN_DATA_FILES, publicPageHead, type OpenDataFile } from '@siipro/domain';
import { OpenDataView } from '@siipro/ui';
import { portal } from '../client.ts';
import { usePageHead } from '../pageHead.ts';

export function OpenDataPage({ tenant, tenantName }: { tenant: string; tenantName: string | null }) {
  usePageHead(tenantName ? publicPageHead('openData', tenantName) : null);
  const downloads = Object.fromEntries(
    OPEN_DATA_FILES.map((file) => [file, portal.openDataUrl(tenant, file)]),
  ) as Record<OpenDataFile, string>;
  // Its first line names the tenant: shown once the name is known (this page is not the portal's front door).
  return tenantName ? <OpenDataView tenantName={tenantName} downloads={downloads} /> : null;
}
