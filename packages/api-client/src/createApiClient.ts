// Assembles the client: one session (token store + single-flight refresh), the ky instance for the API, and one
// object per area of the contract the API serves. Navigation stays with the web app:
// the client only calls onAuthFailure (→ logout and /login) and onInviteRequired (→ /no-access).
import { createAuthApi, requestExchange } from './areas/auth.ts';
import { createMapApi } from './areas/map.ts';
import { createOptimizerApi } from './areas/optimizer.ts';
import { createOrganizationsApi } from './areas/organizations.ts';
import { createProjectDetailApi } from './areas/projectDetail.ts';
import { createProjectsApi } from './areas/projects.ts';
import { createProjectImportsApi } from './areas/projectImports.ts';
import { createReportsApi } from './areas/reports.ts';
import { createSearchApi } from './areas/search.ts';
import { createTenantAdminApi } from './areas/tenantAdmin.ts';
import { createUsersApi } from './areas/users.ts';
import { Http } from './transport/http.ts';
import { createAuthorizedKy, createPublicKy } from './transport/kyInstances.ts';
import { Session, webRefreshLock, type RefreshLock } from './transport/session.ts';
import { readTokenGrant } from './transport/tokenGrant.ts';
import { TRANSPORT_MESSAGES } from './transport/errors.ts';
import { createMemoryTokenStore, type TokenStore } from './transport/tokenStore.ts';

export interface ApiClientOptions {
  /** The API's base URL, e.g. "/api" behind the web's proxy or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** The optimizer service's base URL, e.g. "/optimizer" behind the web's proxy or "http://127.0.0.1:3001". */
  optimizerBaseUrl: string;
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
  // The optimizer service accepts the API's access tokens: the same session signs its calls (and renews them).
  const optimizerService = new Http(
    createAuthorizedKy({ ...connection, prefixUrl: options.optimizerBaseUrl }, session),
  );

  return {
    auth: createAuthApi(publicApi, session),
    users: createUsersApi(api),
    projects: createProjectsApi(api),
    /** The spreadsheet import: start a review or an apply, follow the job, the template and the errors' CSV. */
    projectImports: createProjectImportsApi(api),
    projectDetail: createProjectDetailApi(api),
    organizations: createOrganizationsApi(api),
    search: createSearchApi(api),
    reports: createReportsApi(api),
    map: createMapApi(api),
    optimizer: createOptimizerApi(api, optimizerService),
    /** Tenant administration: settings, domains, members and invitations, the record of changes. */
    tenantAdmin: createTenantAdminApi(api, publicApi),
    /** Generic helpers over the authorized API instance, for calls this client does not name yet. */
    http: api,
  };
}
