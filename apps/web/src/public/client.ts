// The portal's API client: the public calls only, through the web's same-origin /api proxy, with no credentials and
// none of the session's code (createPublicPortalClient imports no token store, no refresh, no Firebase).
import { createPublicPortalClient } from '@siipro/api-client';
import { answeringFrom, takeFirstAnswers } from './firstAnswers.ts';
import { firstLoads, portalLoads } from './portalLoads.ts';
import { primeLoads } from './useLoad.ts';

const BASE_URL = '/api';

export const portal = createPublicPortalClient({ baseUrl: BASE_URL });

/** Each page's calls with their cache keys (portalLoads.ts). */
export const loads = portalLoads(portal);

/**
 * Puts the answers the server sent with the page (firstAnswers.ts) in the pages' cache, parsed by the same client
 * calls, so the first render has its data; resolves at once when none were sent. Never asks the network.
 */
export function primeFromPage(doc: Document, { pathname, search }: { pathname: string; search: string }) {
  const answers = takeFirstAnswers(doc);
  if (answers.size === 0) return Promise.resolve();
  const sent = portalLoads(createPublicPortalClient({ baseUrl: BASE_URL, fetch: answeringFrom(answers, BASE_URL) }));
  return primeLoads(firstLoads(sent, pathname, search));
}
