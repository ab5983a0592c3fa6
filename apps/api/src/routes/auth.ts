// Sign-in and session (ARCHITECTURE.md §4): exchange a Firebase ID token for our access token and a refresh cookie,
// read the signed-in user, rotate the refresh token (after asking Firebase whether the account is still enabled), log
// out. Sign-ins are rate limited per client address, refused sign-ins more tightly per address (never per a claim),
// and verified sign-ins per account and address (signInThrottle.ts); the cookie routes only answer the web's own
// origins.
import { Hono, type Context } from 'hono';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isAllowedImageUrl, messages } from '@siipro/domain';
import { ApiError, bearerToken, validate } from '@siipro/server';
import { RefreshTokenStore } from '../auth/refreshTokens.ts';
import { clearRefreshCookie, isHttpsRequest, readRefreshCookie, setRefreshCookie } from '../auth/refreshCookie.ts';
import { memberships, users } from '../db/schema.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { SignInThrottle } from '../auth/signInThrottle.ts';
import { requireWebOrigin } from '../http/originCheck.ts';
import { RateLimitCounters, rateLimitByAddress } from '../http/rateLimit.ts';
import type { OperationDoc } from '../openapi.ts';
import { loadSessionUser, sessionUserSchema } from '../users/sessionUser.ts';
import { signIn } from '../users/signIn.ts';

export const loginBodySchema = z.object({
  idToken: z.string({ error: messages.session.idTokenRequired }).trim().min(1, messages.session.idTokenRequired),
});

const acceptedInvitationSchema = z.object({
  invitationId: z.uuid(),
  tenantId: z.uuid(),
  tenantSlug: z.string(),
  tenantName: z.string(),
  role: z.string(),
});

export const exchangeResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().meta({ description: 'Segundos de validez del token de acceso.' }),
  tokenType: z.literal('Bearer'),
  message: z.string(),
  accepted_invitations: z.array(acceptedInvitationSchema),
});

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
});

export const loginResponseSchema = z.object({ user: sessionUserSchema });

export function authRoutes(deps: AppDependencies) {
  const { config, db, auth, clock, logger } = deps;
  const refreshTokens = new RefreshTokenStore(db, { ttlSeconds: config.refreshTokenTtlSeconds, clock, logger });
  const counters = new RateLimitCounters(db, clock);
  const signInThrottle = new SignInThrottle(
    counters,
    { failures: config.signInFailureLimit, perAccount: config.signInAccountLimit },
    config.trustProxy,
  );
  const webOriginOnly = requireWebOrigin(config.webOrigins);

  const secure = (c: Context) => isHttpsRequest(c, config.trustProxy);

  /** The token's identity; its picture kept only from an allowed image host (every member's browser loads it). */
  async function verifiedIdentity(idToken: string) {
    const identity = await auth.idTokens.verify(idToken);
    if (identity.picture && !isAllowedImageUrl(identity.picture, config.imageHosts))
      return { ...identity, picture: null };
    return identity;
  }

  /** A disabled or deleted Firebase account ends every session of its person at once (issue 46). */
  async function requireActiveAccount(userId: string): Promise<void> {
    const [user] = await db.select({ firebaseUid: users.firebaseUid }).from(users).where(eq(users.id, userId)).limit(1);
    const state = user?.firebaseUid ? await auth.idTokens.accountState(user.firebaseUid) : 'missing';
    if (state === 'disabled' || state === 'missing') {
      const ended = await refreshTokens.revokeAllOf(userId);
      logger.info({ userId, state, ended }, 'firebase account no longer active: sessions ended');
      throw new ApiError('UNAUTHENTICATED', messages.session.accountDisabled);
    }
  }

  async function startSession(c: Context, userId: string, email: string) {
    const refresh = await refreshTokens.issue(userId);
    setRefreshCookie(c, refresh.token, config.refreshTokenTtlSeconds, secure(c));
    return auth.accessTokens.issue({ userId, email });
  }

  // Sign-ins (exchange and login) are counted per client address. Refresh and logout are not: a session's refresh
  // runs every few minutes for every open tab, and an office's staff share one public address, so counting them
  // refused a whole ministry at 9 a.m. (issue 43). A refresh token is 256 random bits looked up by its hash: there
  // is nothing to guess, and refusing a bad one costs one indexed read.
  const signInRequests = rateLimitByAddress(counters, { name: 'sign-in', ...config.authRateLimit }, config.trustProxy);

  return new Hono<AppEnv>()
    .use('/auth/exchange', signInRequests)
    .use('/auth/login', signInRequests)

    .post('/auth/exchange', async (c) => {
      const idToken = bearerToken(c);
      if (!idToken) throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      const { user, acceptedInvitations } = await signInThrottle.attempt(
        c,
        () => verifiedIdentity(idToken),
        (identity) => signIn(db, identity, clock),
      );

      const [tenantCount] = await db
        .select({ value: count() })
        .from(memberships)
        .where(eq(memberships.userId, user.id));
      if (!tenantCount || Number(tenantCount.value) === 0) {
        throw new ApiError('INVITE_REQUIRED', messages.errors.byCode.INVITE_REQUIRED);
      }

      const { accessToken, expiresIn } = await startSession(c, user.id, user.email);
      logger.info({ userId: user.id, accepted: acceptedInvitations.length }, 'session started');
      return c.json({
        accessToken,
        expiresIn,
        tokenType: 'Bearer' as const,
        message: acceptedInvitations.length > 0 ? messages.auth.welcomeAfterInvitations : messages.session.signedIn,
        accepted_invitations: acceptedInvitations,
      });
    })

    .post('/auth/login', validate('json', loginBodySchema), async (c) => {
      const { idToken } = c.req.valid('json');
      const { user } = await signInThrottle.attempt(
        c,
        () => verifiedIdentity(idToken),
        (identity) => signIn(db, identity, clock),
      );
      return c.json({ user: await loadSessionUser(db, user.id) });
    })

    .post('/auth/refresh', webOriginOnly, async (c) => {
      const presented = readRefreshCookie(c);
      if (!presented) throw new ApiError('UNAUTHENTICATED', messages.session.missingRefreshToken);
      try {
        // The Firebase account may have been disabled or deleted since sign-in: ask before spending the token, so a
        // lookup that fails (Firebase unreachable) leaves the session as it was.
        const holder = await refreshTokens.holderOf(presented);
        if (holder) await requireActiveAccount(holder);
        const rotated = await refreshTokens.rotate(presented);
        const [user] = await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, rotated.userId))
          .limit(1);
        if (!user) throw new ApiError('UNAUTHENTICATED', messages.session.invalidRefreshToken);
        // The cookie lives as long as its family still does (refreshTokens.ts): never past REFRESH_TOKEN_TTL from
        // the sign-in.
        const remainingSeconds = (rotated.expiresAt.getTime() - clock.now().getTime()) / 1000;
        setRefreshCookie(c, rotated.token, remainingSeconds, secure(c));
        const { accessToken, expiresIn } = await auth.accessTokens.issue({ userId: user.id, email: user.email });
        return c.json({ accessToken, expiresIn, tokenType: 'Bearer' as const });
      } catch (error) {
        // A refused cookie is useless to the browser: drop it so the web goes straight to a new sign-in.
        if (error instanceof ApiError) clearRefreshCookie(c, secure(c));
        throw error;
      }
    })

    .post('/auth/logout', webOriginOnly, async (c) => {
      const presented = readRefreshCookie(c);
      if (presented) await refreshTokens.revokeFamilyOf(presented);
      clearRefreshCookie(c, secure(c));
      return c.body(null, 204);
    });
}

const foreignOrigin = { description: 'Origin de otro sitio que la aplicación web (PERMISSION_DENIED)' };
const rateLimited = {
  description:
    'Demasiadas solicitudes, demasiados inicios de sesión rechazados desde la dirección, o demasiados inicios de ' +
    'sesión de la misma cuenta desde la dirección (RATE_LIMITED)',
  headers: { 'Retry-After': 'Segundos de espera' },
};
const setsCookie = { 'Set-Cookie': 'siipro_refresh (httpOnly, SameSite=Strict, Path=/; Secure sobre https)' };

export const authDocs: OperationDoc[] = [
  {
    method: 'post',
    path: '/auth/exchange',
    summary: 'Canjea un ID token de Firebase por un token de acceso y una cookie de renovación',
    tag: 'sesión',
    security: 'firebaseIdToken',
    responses: {
      200: {
        description: 'Sesión iniciada; acepta las invitaciones pendientes',
        schema: exchangeResponseSchema,
        headers: setsCookie,
      },
      401: { description: 'ID token ausente o inválido (UNAUTHENTICATED)' },
      403: {
        description:
          'Correo electrónico sin verificar (PERMISSION_DENIED), o sin espacio de trabajo ni invitación (INVITE_REQUIRED)',
      },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Datos del usuario identificado por un ID token de Firebase',
    tag: 'sesión',
    security: 'none',
    requestBody: loginBodySchema,
    responses: {
      200: { description: 'Usuario con sus espacios de trabajo', schema: loginResponseSchema },
      400: { description: 'Cuerpo inválido (VALIDATION_ERROR)' },
      401: { description: 'ID token inválido (UNAUTHENTICATED)' },
      403: { description: 'Correo electrónico sin verificar (PERMISSION_DENIED)' },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/auth/refresh',
    summary: 'Renueva el token de acceso con la cookie de renovación (la rota)',
    tag: 'sesión',
    security: 'refreshCookie',
    responses: {
      200: { description: 'Nuevo token de acceso', schema: refreshResponseSchema, headers: setsCookie },
      401: {
        description:
          'Cookie ausente, vencida (30 días desde el inicio de sesión, sin renovarse al rotar), revocada o ' +
          'reutilizada, o cuenta de Firebase deshabilitada o eliminada: se cierran todas sus sesiones (UNAUTHENTICATED)',
      },
      403: foreignOrigin,
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Cierra la sesión: revoca la familia de tokens de renovación',
    tag: 'sesión',
    security: 'refreshCookie',
    responses: { 204: { description: 'Sesión cerrada', headers: setsCookie }, 403: foreignOrigin, 429: rateLimited },
  },
];
