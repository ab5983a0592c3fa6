// GET /invitations/:token — public: what the page an invitation's link opens (domain's paths.invitation) may show
// before the person signs in: the tenant, the invited e-mail, the role and whether the invitation still stands. The
// token is 24 random bytes, so links cannot be guessed; the answer grants nothing (signing in with the invited e-mail
// through POST /auth/exchange accepts the invitation). Rate-limited per client address like /auth/*.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { invitationDisplayStatus, invitationLinkAnswerSchema, messages, type Role } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { invitations, tenants } from '../db/schema.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { RateLimitCounters, rateLimitByAddress } from '../http/rateLimit.ts';
import type { OperationDoc } from '../openapi.ts';

const TOKEN = /^[\w-]{16,64}$/;
const notFound = () => new ApiError('NOT_FOUND', messages.settings.members.errors.invitationNotFound);

export function invitationLinkRoutes(deps: AppDependencies) {
  const { config, db, clock } = deps;
  const counters = new RateLimitCounters(db, clock);
  return new Hono<AppEnv>()
    .use(
      '/invitations/*',
      rateLimitByAddress(counters, { name: 'invitations', ...config.authRateLimit }, config.trustProxy),
    )
    .get('/invitations/:token', async (c) => {
      const token = c.req.param('token');
      if (!TOKEN.test(token)) throw notFound();
      const [found] = await db
        .select({
          invitation: invitations,
          tenantName: tenants.name,
          tenantSlug: tenants.slug,
          tenantDisabledAt: tenants.disabledAt,
        })
        .from(invitations)
        .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
        .where(eq(invitations.token, token))
        .limit(1);
      // A revoked or accepted link is spent: it answers like one that never existed, so a link forwarded after the
      // fact says nothing about the tenant or the person (issue 46). An expired one still says so, to ask for another.
      if (!found || found.invitation.status === 'revoked' || found.invitation.status === 'accepted') throw notFound();
      // A disabled workspace says so to the person it invited, as it does to its members; signing in accepts
      // nothing there until the operator enables it again (users/signIn.ts).
      if (found.tenantDisabledAt) throw new ApiError('PERMISSION_DENIED', messages.tenantDisabled.denied);
      const { invitation } = found;
      const expiresAt = invitation.expiresAt.toISOString();
      return c.json({
        tenantName: found.tenantName,
        tenantSlug: found.tenantSlug,
        email: invitation.email,
        role: invitation.role as Role,
        status: invitationDisplayStatus({ status: invitation.status, expiresAt }, clock.now()),
        expiresAt,
      });
    });
}

export const invitationLinkDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/invitations/{token}',
    summary:
      'Pública: la invitación de un enlace (espacio de trabajo, correo invitado, rol, estado y vencimiento), para la ' +
      'página que abre el enlace. No concede nada: la acepta iniciar sesión con ese correo (POST /auth/exchange).',
    tag: 'miembros',
    security: 'none',
    responses: {
      200: { description: 'La invitación', schema: invitationLinkAnswerSchema },
      403: { description: 'El espacio de trabajo que invita está deshabilitado (PERMISSION_DENIED)' },
      404: { description: 'Ningún enlace vigente tiene ese token: no existe, se revocó o ya se aceptó (NOT_FOUND)' },
      429: { description: 'Demasiadas solicitudes (RATE_LIMITED)', headers: { 'Retry-After': 'Segundos de espera' } },
    },
  },
];
