// Just enough of the API's sign-in rules to drive the client: exchange of an identity token, refresh-cookie
// rotation (a reused refresh token revokes its family, as ARCHITECTURE.md §4 says), logout, and one protected route
// that only accepts access tokens the fake has issued and not expired.
import type { ReceivedRequest, Reply, TestServer } from './testServer.ts';

export const GOOD_ID_TOKEN = 'firebase-id-token-ok';
export const UNINVITED_ID_TOKEN = 'firebase-id-token-sin-invitacion';

export interface FakeAuthOptions {
  /** Lifetime announced for every access token, in seconds. */
  expiresIn?: number;
  /** Answer /auth/exchange in snake_case (access_token, expires_in, accepted_invitations). */
  snakeCase?: boolean;
  /** Milliseconds /auth/refresh takes, so parallel requests really overlap with it. */
  refreshDelayMs?: number;
}

export interface FakeAuthApi {
  /** Access tokens the protected route accepts now. */
  validAccessTokens: Set<string>;
  /** Every access token issued, in order. */
  issuedAccessTokens: string[];
  /** Makes every later refresh answer 401, as when the refresh cookie has expired. */
  breakRefresh(): void;
  /** Makes every issued access token unacceptable, as when they expire on the server's clock. */
  expireAccessTokens(): void;
}

export function installFakeAuthApi(server: TestServer, options: FakeAuthOptions = {}): FakeAuthApi {
  const { expiresIn = 900, snakeCase = false, refreshDelayMs = 0 } = options;
  const validAccessTokens = new Set<string>();
  const issuedAccessTokens: string[] = [];
  const refreshTokenFamily = new Map<string, number>();
  const usedRefreshTokens = new Set<string>();
  const revokedFamilies = new Set<number>();
  let refreshBroken = false;
  let serial = 0;
  let families = 0;

  const issue = (family: number) => {
    serial += 1;
    const accessToken = `access-${serial}`;
    const refreshToken = `refresh-${serial}`;
    validAccessTokens.add(accessToken);
    issuedAccessTokens.push(accessToken);
    refreshTokenFamily.set(refreshToken, family);
    return { accessToken, cookie: `siipro_refresh=${refreshToken}; HttpOnly; SameSite=Strict; Path=/auth` };
  };

  server.route('POST /auth/exchange', (request) => {
    const idToken = bearerOf(request);
    if (idToken === UNINVITED_ID_TOKEN) {
      return error(403, 'INVITE_REQUIRED', 'Necesitás una invitación para acceder a SIIPRO.');
    }
    if (idToken !== GOOD_ID_TOKEN) return error(401, 'UNAUTHENTICATED', 'El token de identidad no es válido.');
    families += 1;
    const { accessToken, cookie } = issue(families);
    const invitations = [{ tenantSlug: 'cenit-demo', tenantName: 'CENIT Demo', role: 'editor' }];
    const json = snakeCase
      ? { access_token: accessToken, expires_in: expiresIn, message: 'Bienvenido', accepted_invitations: invitations }
      : { accessToken, expiresIn, message: 'Bienvenido', acceptedInvitations: invitations };
    return { json, headers: { 'set-cookie': cookie } };
  });

  server.route('POST /auth/refresh', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
    const refreshToken = cookieOf(request, 'siipro_refresh');
    const family = refreshToken === undefined ? undefined : refreshTokenFamily.get(refreshToken);
    if (refreshBroken || refreshToken === undefined || family === undefined || revokedFamilies.has(family)) {
      return error(401, 'UNAUTHENTICATED', 'La sesión expiró. Inicia sesión nuevamente.');
    }
    if (usedRefreshTokens.has(refreshToken)) {
      revokedFamilies.add(family);
      return error(401, 'UNAUTHENTICATED', 'La sesión fue revocada.');
    }
    usedRefreshTokens.add(refreshToken);
    const { accessToken, cookie } = issue(family);
    return { json: { accessToken, expiresIn }, headers: { 'set-cookie': cookie } };
  });

  server.route('POST /auth/logout', (request) => {
    const refreshToken = cookieOf(request, 'siipro_refresh');
    const family = refreshToken === undefined ? undefined : refreshTokenFamily.get(refreshToken);
    if (family !== undefined) revokedFamilies.add(family);
    return { status: 204, headers: { 'set-cookie': 'siipro_refresh=; Max-Age=0; Path=/auth' } };
  });

  server.route('GET /protected', (request) => {
    const token = bearerOf(request);
    if (token === undefined || !validAccessTokens.has(token)) {
      return error(401, 'UNAUTHENTICATED', 'Usuario no autenticado');
    }
    return { json: { servedWith: token } };
  });

  return {
    validAccessTokens,
    issuedAccessTokens,
    breakRefresh: () => {
      refreshBroken = true;
    },
    expireAccessTokens: () => validAccessTokens.clear(),
  };
}

export function error(status: number, errorCode: string, message: string): Reply {
  return { status, json: { errorCode, message } };
}

export function bearerOf(request: ReceivedRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

function cookieOf(request: ReceivedRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
