// /publico/{tenant}/datos-abiertos: the downloads (plain links to the API's open-data files) and their fields.
import { OPEN_DATA_FILES, publicPageHead, type OpenDataFile } from '@siipro/domain';
import { OpenDataView } from '@siipro/ui';
import { portal } from '../client.ts';
import { usePageHead } from '../pageHead.ts';

export function OpenDataPage({ tenant, tenantName }: { tenant: string; tenantName: string }) {
  usePageHead(publicPageHead('openData', tenantName));
  const downloads = Object.fromEntries(
    OPEN_DATA_FILES.map((file) => [file, portal.openDataUrl(tenant, file)]),
  ) as Record<OpenDataFile, string>;
  return <OpenDataView tenantName={tenantName} downloads={downloads} />;
}
