// GET /users/me and PATCH /users/me {phone?, workAddress?, preferredTenant?} for the signed-in user.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { interpolate, messages } from '@siipro/domain';
import { ApiError, requireCaller, validate } from '@siipro/server';
import { users } from '../db/schema.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';
import { refuseEndedSession } from '../http/sessionCutoff.ts';
import { loadSessionTenants, loadSessionUser, sessionUserSchema } from '../users/sessionUser.ts';

/** An empty or blank text clears the field. */
const clearable = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

const texts = messages.profile.validation;
const PHONE_MAX = 30;
const WORK_ADDRESS_MAX = 200;

export const updateMeBodySchema = z.strictObject({
  phone: clearable(
    z
      .string({ error: texts.phoneNotText })
      .trim()
      .max(PHONE_MAX, interpolate(texts.phoneTooLong, { max: PHONE_MAX }))
      .regex(/^\+?[0-9 ()\-.]{4,}$/, texts.phoneCharacters),
  ).optional(),
  workAddress: clearable(
    z
      .string({ error: texts.workAddressNotText })
      .trim()
      .max(WORK_ADDRESS_MAX, interpolate(texts.workAddressTooLong, { max: WORK_ADDRESS_MAX }))
      // PostgreSQL stores no NUL character.
      .refine((text) => !text.includes('\u0000'), texts.workAddressCharacter),
  ).optional(),
  preferredTenant: clearable(z.string({ error: texts.preferredTenantNotText }).trim()).optional(),
});

export function userRoutes(deps: AppDependencies) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/users/*', requireCaller(deps.auth.accessTokens))
    .use('/users/*', async (c, next) => {
      const [user] = await db
        .select({ sessionsValidAfter: users.sessionsValidAfter })
        .from(users)
        .where(eq(users.id, c.get('caller').userId))
        .limit(1);
      refuseEndedSession(c.get('caller'), user?.sessionsValidAfter);
      await next();
    })

    .get('/users/me', async (c) => c.json(await loadSessionUser(db, c.get('caller').userId)))

    .patch('/users/me', validate('json', updateMeBodySchema), async (c) => {
      const { userId } = c.get('caller');
      const body = c.req.valid('json');
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.workAddress !== undefined) changes.workAddress = body.workAddress;
      if (body.preferredTenant !== undefined) {
        if (body.preferredTenant === null) changes.preferredTenantId = null;
        else {
          const tenant = (await loadSessionTenants(db, userId)).find((t) => t.slug === body.preferredTenant);
          if (!tenant) {
            throw new ApiError('VALIDATION_ERROR', texts.preferredTenantNotMember, [
              { path: 'preferredTenant', message: texts.preferredTenantNotMember },
            ]);
          }
          changes.preferredTenantId = tenant.tenantId;
        }
      }
      if (Object.keys(changes).length > 0) {
        await db
          .update(users)
          .set({ ...changes, updatedAt: clock.now() })
          .where(eq(users.id, userId));
      }
      return c.json(await loadSessionUser(db, userId));
    });
}

export const userDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/users/me',
    summary: 'El usuario de la sesión, con sus espacios de trabajo, rol y permisos',
    tag: 'usuarios',
    security: 'accessToken',
    responses: {
      200: { description: 'Usuario', schema: sessionUserSchema },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
    },
  },
  {
    method: 'patch',
    path: '/users/me',
    summary: 'Actualiza teléfono, dirección laboral o espacio de trabajo preferido',
    tag: 'usuarios',
    security: 'accessToken',
    requestBody: updateMeBodySchema,
    responses: {
      200: { description: 'Usuario actualizado', schema: sessionUserSchema },
      400: { description: 'Datos inválidos (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
    },
  },
];
