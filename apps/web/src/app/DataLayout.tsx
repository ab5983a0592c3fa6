// Around the screens behind the authentication guard: SWR's defaults for the app. Only those screens fetch through
// SWR, so SWR arrives with them and not with /login (the cache is SWR's global one, as before).
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from './swrConfig.ts';

export function DataLayout() {
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
    </SWRConfig>
  );
}
