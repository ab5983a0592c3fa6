// GET /users/me and PATCH /users/me {phone?, workAddress?, preferredTenant?} for the signed-in user.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireCaller, validate } from '@siipro/server';
import { users } from '../db/schema.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, apiMessages } from '../http/errors.ts';
import type { OperationDoc } from '../openapi.ts';
import { loadSessionTenants, loadSessionUser, sessionUserSchema } from '../users/sessionUser.ts';

/** An empty or blank text clears the field. */
const clearable = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

export const updateMeBodySchema = z.strictObject({
  phone: clearable(
    z
      .string({ error: 'El teléfono debe ser un texto.' })
      .trim()
      .max(30, 'El teléfono puede tener como máximo 30 caracteres.')
      .regex(/^\+?[0-9 ()\-.]{4,}$/, 'El teléfono solo puede tener números, espacios y los signos + ( ) - .'),
  ).optional(),
  workAddress: clearable(
    z
      .string({ error: 'La dirección laboral debe ser un texto.' })
      .trim()
      .max(200, 'La dirección laboral puede tener como máximo 200 caracteres.')
      // PostgreSQL stores no NUL character.
      .refine((text) => !text.includes('\u0000'), 'La dirección laboral contiene un carácter no permitido.'),
  ).optional(),
  preferredTenant: clearable(
    z.string({ error: 'El espacio de trabajo preferido debe ser un texto.' }).trim(),
  ).optional(),
});

export function userRoutes(deps: AppDependencies) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .use('/users/*', requireCaller(deps.auth.accessTokens))

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
            throw new ApiError('VALIDATION_ERROR', apiMessages.preferredTenantNotMember, [
              { path: 'preferredTenant', message: apiMessages.preferredTenantNotMember },
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
