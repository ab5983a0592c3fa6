// Members and invitations under /t/:slug (ARCHITECTURE.md §3, §4 "Tenant administration"; platform.md §2, §5, §6):
// the list (tenant:users:view); an invitation (tenant:invite:manage), e-mailed when an SMTP server is configured;
// resend, revoke, removing a member, changing a role and ending a member's sessions (tenant:users:manage). The rules live in tenants/members.ts;
// membership is read from the database on every request (http/tenantAccess.ts), so a removed or demoted member's
// next request is refused or reduced at once.
import { Hono } from 'hono';
import {
  invitationAnswerSchema,
  invitationCreateBodySchema,
  invitationSentAnswerSchema,
  memberAnswerSchema,
  memberRoleBodySchema,
  memberSessionsEndedAnswerSchema,
  membersAnswerSchema,
} from '@siipro/domain';
import { validate } from '@siipro/server';
import { RefreshTokenStore } from '../auth/refreshTokens.ts';
import type { Database } from '../db/client.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import { createMailer } from '../mail/mailer.ts';
import type { OperationDoc } from '../openapi.ts';
import { auditActorOf } from '../tenants/audit.ts';
import { sendInvitation } from '../tenants/invitationMail.ts';
import {
  changeMemberRole,
  createInvitation,
  endMemberSessions,
  invitationAnswer,
  listMembers,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type InvitationView,
} from '../tenants/members.ts';

export function tenantMemberRoutes(deps: TenantAreaDependencies) {
  const { clock, config } = deps;
  const mailer = deps.mailer !== undefined ? deps.mailer : createMailer(config, deps.logger);
  const manage = requirePermission('tenant:users:manage');

  /** The answer of an invitation just made or resent, after e-mailing it when there is a mailer. */
  const sent = (view: InvitationView) => sendInvitation(view, mailer, config.webUrl, clock.now());

  return new Hono<AppEnv>()
    .get('/members', requirePermission('tenant:users:view'), async (c) =>
      c.json(await listMembers(tenantDb(c), c.get('tenantAccess').tenantId, config.webUrl, clock.now())),
    )
    .post(
      '/members/invitations',
      requirePermission('tenant:invite:manage'),
      validate('json', invitationCreateBodySchema),
      async (c) => {
        const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
        const view = await createInvitation(
          tenantDb(c),
          c.get('tenantAccess').tenantId,
          c.req.valid('json'),
          actor,
          clock.now(),
        );
        return c.json(await sent(view), 201);
      },
    )
    .post('/members/invitations/:invitationId/resend', manage, async (c) => {
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const { tenantId } = c.get('tenantAccess');
      const view = await resendInvitation(tenantDb(c), tenantId, c.req.param('invitationId'), actor, clock.now());
      return c.json(await sent(view));
    })
    .post('/members/invitations/:invitationId/revoke', manage, async (c) => {
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const { tenantId } = c.get('tenantAccess');
      const view = await revokeInvitation(tenantDb(c), tenantId, c.req.param('invitationId'), actor, clock.now());
      return c.json(invitationAnswer(view.row, view.invitedByName, config.webUrl, clock.now()));
    })
    .delete('/members/:uid', manage, async (c) => {
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      await removeMember(tenantDb(c), c.get('tenantAccess').tenantId, c.req.param('uid'), actor, clock.now());
      return c.body(null, 204);
    })
    .delete('/members/:uid/sessions', manage, async (c) => {
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const uid = c.req.param('uid');
      const revokeAllOf = (tx: Database, userId: string) =>
        new RefreshTokenStore(tx, {
          ttlSeconds: config.refreshTokenTtlSeconds,
          clock,
          logger: deps.logger,
        }).revokeAllOf(userId);
      const endedSessions = await endMemberSessions(
        tenantDb(c),
        c.get('tenantAccess').tenantId,
        uid,
        revokeAllOf,
        actor,
        clock.now(),
      );
      return c.json({ uid, endedSessions });
    })
    .patch('/members/:uid/role', manage, validate('json', memberRoleBodySchema), async (c) => {
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const { tenantId } = c.get('tenantAccess');
      const { role } = c.req.valid('json');
      return c.json(await changeMemberRole(tenantDb(c), tenantId, c.req.param('uid'), role, actor, clock.now()));
    });
}

const errors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro, o su rol no tiene el permiso (PERMISSION_DENIED)' },
};
const tag = 'miembros';

export const tenantMemberDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/members',
    summary:
      'Miembros activos e invitaciones (las más nuevas primero) con su estado a mostrar y, las pendientes, su ' +
      'enlace (tenant:users:view)',
    tag,
    security: 'accessToken',
    responses: { 200: { description: 'Miembros e invitaciones', schema: membersAnswerSchema }, ...errors },
  },
  {
    method: 'post',
    path: '/t/{slug}/members/invitations',
    summary:
      'Invita a un correo (tenant:invite:manage): se guarda sin espacios y en minúsculas; rol viewer por defecto; ' +
      'vence a los 7 días. Se envía por correo si hay un servidor SMTP configurado; el enlace sirve para copiarlo. ' +
      'Al iniciar sesión con ese correo (POST /auth/exchange) la persona entra al espacio de trabajo.',
    tag,
    security: 'accessToken',
    requestBody: invitationCreateBodySchema,
    responses: {
      201: { description: 'La invitación', schema: invitationSentAnswerSchema },
      400: { description: 'Correo o rol inválido; nada cambia (VALIDATION_ERROR)' },
      ...errors,
      409: { description: 'Ya es miembro, o ya tiene una invitación pendiente (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/members/invitations/{invitationId}/resend',
    summary:
      'Reenvía una invitación pendiente con 7 días más de validez, también si su fecha pasó (tenant:users:manage)',
    tag,
    security: 'accessToken',
    responses: {
      200: { description: 'La invitación', schema: invitationSentAnswerSchema },
      ...errors,
      404: { description: 'El espacio de trabajo no tiene esa invitación (NOT_FOUND)' },
      409: { description: 'La invitación ya no está pendiente (CONFLICT)' },
    },
  },
  {
    method: 'post',
    path: '/t/{slug}/members/invitations/{invitationId}/revoke',
    summary: 'Cancela una invitación pendiente: iniciar sesión ya no la acepta (tenant:users:manage)',
    tag,
    security: 'accessToken',
    responses: {
      200: { description: 'La invitación, revocada', schema: invitationAnswerSchema },
      ...errors,
      404: { description: 'El espacio de trabajo no tiene esa invitación (NOT_FOUND)' },
      409: { description: 'La invitación ya no está pendiente (CONFLICT)' },
    },
  },
  {
    method: 'delete',
    path: '/t/{slug}/members/{uid}',
    summary:
      'Quita a un miembro (tenant:users:manage); su siguiente solicitud al espacio de trabajo se rechaza. El ' +
      'último administrador no se puede quitar.',
    tag,
    security: 'accessToken',
    responses: {
      204: { description: 'Quitado' },
      ...errors,
      404: { description: 'No es miembro de este espacio de trabajo (NOT_FOUND)' },
      409: { description: 'Es el último administrador (CONFLICT)' },
    },
  },
  {
    method: 'delete',
    path: '/t/{slug}/members/{uid}/sessions',
    summary:
      'Cierra todas las sesiones de un miembro (tenant:users:manage): sus tokens de renovación se revocan y sus ' +
      'tokens de acceso se rechazan desde ya, en todo espacio de trabajo. Sigue siendo miembro: puede volver a ' +
      'iniciar sesión.',
    tag,
    security: 'accessToken',
    responses: {
      200: { description: 'Cuántas sesiones abiertas se cerraron', schema: memberSessionsEndedAnswerSchema },
      ...errors,
      404: { description: 'No es miembro de este espacio de trabajo (NOT_FOUND)' },
    },
  },
  {
    method: 'patch',
    path: '/t/{slug}/members/{uid}/role',
    summary:
      'Cambia el rol de un miembro (tenant:users:manage); rige desde su siguiente solicitud. El último ' +
      'administrador no puede dejar de serlo.',
    tag,
    security: 'accessToken',
    requestBody: memberRoleBodySchema,
    responses: {
      200: { description: 'El miembro con su nuevo rol', schema: memberAnswerSchema },
      400: { description: 'Rol inválido (VALIDATION_ERROR)' },
      ...errors,
      404: { description: 'No es miembro de este espacio de trabajo (NOT_FOUND)' },
      409: { description: 'Es el último administrador (CONFLICT)' },
    },
  },
];
