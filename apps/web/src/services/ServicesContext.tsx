// The app's long-lived services reach features through React context, so a feature never imports the composition
// root (app/), which creates them once (services.ts, apiClient.ts). Two providers, because the API client is its own
// chunk that /login does not load: App provides the sign-in service and the client's loader; DataLayout, around the
// signed-in screens, provides the client itself. Only types are imported here, so this module adds no weight.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@siipro/api-client';
import type { LazyIdentity } from '../auth/lazyIdentity.ts';

export interface Services {
  identity: LazyIdentity;
  /** Loads the API client's chunk (the sign-in page starts it early, so it has arrived when the person signs in). */
  loadApi: () => Promise<ApiClient>;
}

const ServicesContext = createContext<Services | null>(null);
const ApiContext = createContext<ApiClient | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function ApiProvider({ api, children }: { api: ApiClient; children?: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The API client; only for screens behind the authentication guard (inside DataLayout's <ApiProvider>). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider> (the signed-in screens)');
  return api;
}
