// Around the screens behind the authentication guard: the API client (ApiProvider) and SWR's defaults for the app.
// Only those screens fetch, so the client and SWR arrive with them and not with /login (the cache is SWR's global
// one, as before).
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../services/ServicesContext.tsx';
import { api } from './apiClient.ts';
import { swrConfig } from './swrConfig.ts';

export function DataLayout() {
  return (
    <ApiProvider api={api}>
      <SWRConfig value={swrConfig}>
        <Outlet />
      </SWRConfig>
    </ApiProvider>
  );
}
