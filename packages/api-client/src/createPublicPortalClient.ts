// The client of the public portal's pages (issue 45): only the public calls, over a ky instance that sends no
// credentials (the API answers them with `Access-Control-Allow-Origin: *`, which a credentialed request may not use)
// and retries nothing. It imports none of the session's code, so a page built on it carries no sign-in code.
import ky from 'ky';
import { createPublicPortalApi } from './areas/publicPortal.ts';
import { Http } from './transport/http.ts';

export interface PublicPortalClientOptions {
  /** The API's base URL, e.g. "/api" behind the web's proxy or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** fetch to use instead of the global one. */
  fetch?: typeof fetch;
}

export function createPublicPortalClient(options: PublicPortalClientOptions) {
  const instance = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'omit',
    retry: 0,
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createPublicPortalApi(new Http(instance), options.baseUrl);
}

export type PublicPortalClient = ReturnType<typeof createPublicPortalClient>;
