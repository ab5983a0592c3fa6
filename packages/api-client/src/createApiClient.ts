// Assembles the client: one session (token store + single-flight refresh), the ky instances for the API, the
// optimizer and the web's own files, and one object per area of the contract. Navigation stays with the web app:
// the client only calls onAuthFailure (→ logout and /login) and onInviteRequired (→ /no-access).
import { createAuthApi, requestExchange } from './areas/auth.ts';
import { createOptimizerApi } from './areas/optimizer.ts';
import { createOrganizationsApi } from './areas/organizations.ts';
import { createProjectsApi } from './areas/projects.ts';
import { createTenantsApi } from './areas/tenants.ts';
import { createUsersApi } from './areas/users.ts';
import { createVersionsApi } from './areas/versions.ts';
import { Http } from './transport/http.ts';
import { createAuthorizedKy, createPublicKy } from './transport/kyInstances.ts';
import { Session, webRefreshLock, type RefreshLock } from './transport/session.ts';
import { readTokenGrant } from './transport/tokenGrant.ts';
import { TRANSPORT_MESSAGES } from './transport/errors.ts';
import { createMemoryTokenStore, type TokenStore } from './transport/tokenStore.ts';

/** The web's proxy to the optimizer (ARCHITECTURE.md §2). */
const DEFAULT_OPTIMIZER_URL = '/optimizer';

export interface ApiClientOptions {
  /** The API's base URL, e.g. "/api" behind the web's proxy or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** The optimizer's base URL; "/optimizer" (the web's proxy) when absent. */
  optimizerUrl?: string;
  /** Origin that serves /version.json; the page's own origin when absent. */
  webUrl?: string;
  /** Where the access token is kept; in memory when absent. */
  tokenStore?: TokenStore;
  /** The session is lost (second 401, or refresh and new exchange both failed): log out and go to /login. */
  onAuthFailure: () => void;
  /** The server answered 403 INVITE_REQUIRED: go to /no-access. */
  onInviteRequired: () => void;
  /** A fresh identity token from the sign-in service, used for a new exchange when the refresh fails. */
  getIdToken?: () => Promise<string | null>;
  /** fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Clock in epoch milliseconds. */
  now?: () => number;
  /** How renewals take turns with the browser's other tabs; the Web Locks API when absent (none without it). */
  refreshLock?: RefreshLock;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { onInviteRequired, fetch } = options;
  const now = options.now ?? Date.now;
  const connection = { onInviteRequired, ...(fetch ? { fetch } : {}) };
  const apiConnection = { ...connection, prefixUrl: options.baseUrl };

  const publicApi = new Http(createPublicKy(apiConnection));
  const session = new Session({
    tokenStore: options.tokenStore ?? createMemoryTokenStore(),
    now,
    refresh: () =>
      publicApi.post('auth/refresh', readTokenGrant, { fallbackMessage: TRANSPORT_MESSAGES.tokenRefreshFailed }),
    exchange: (idToken) => requestExchange(publicApi, idToken),
    onAuthFailure: options.onAuthFailure,
    ...(options.getIdToken ? { getIdToken: options.getIdToken } : {}),
    refreshLock: options.refreshLock ?? webRefreshLock(),
  });
  const api = new Http(createAuthorizedKy(apiConnection, session));
  const optimizerConnection = { ...connection, prefixUrl: options.optimizerUrl ?? DEFAULT_OPTIMIZER_URL };
  const webUrl = options.webUrl ?? '';

  return {
    auth: createAuthApi(publicApi, session),
    users: createUsersApi(api),
    tenants: createTenantsApi(api),
    organizations: createOrganizationsApi(api),
    projects: createProjectsApi(api),
    optimizer: createOptimizerApi(new Http(createAuthorizedKy(optimizerConnection, session)), api),
    versions: createVersionsApi({
      api: publicApi,
      optimizer: new Http(createPublicKy(optimizerConnection)),
      web: new Http(createPublicKy({ ...connection, prefixUrl: webUrl })),
      // Without a web URL the file is asked of the page's own origin, whatever route the page is on.
      webVersionPath: webUrl ? 'version.json' : '/version.json',
      now,
    }),
    /** Generic helpers over the authorized API instance, for calls this client does not name yet. */
    http: api,
  };
}
