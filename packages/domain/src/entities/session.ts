// Signed-in user, the tenants in their session, and the profile page data (platform.md §3, ARCHITECTURE.md §4).

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { camelObject, listOf, optionalText, requiredText, textList, textWithDefault } from './fields.ts';
import { isPlainObject, normalizeKeys } from './normalizeKeys.ts';
import { tenantConfigSchema } from './tenant.ts';

/** A tenant as the session and the profile name it. */
const tenantRefShape = {
  tenantId: requiredText,
  slug: z.string(),
  name: textWithDefault(''),
  logo: optionalText,
  siteUrl: optionalText,
};

export const sessionTenantSchema = builtOnFirstUse(() =>
  camelObject({
    ...tenantRefShape,
    role: textWithDefault('viewer'),
    features: textList,
    grants: textList,
    /** The demo tenant, reset on every deployment: the web shows the demo banner in it (the API's tenants.is_demo). */
    isDemo: z.catch(z.boolean(), false),
    configJson: z.optional(tenantConfigSchema),
  }),
);
export type SessionTenant = z.output<typeof sessionTenantSchema>;

const tenantActiveSchema = builtOnFirstUse(() =>
  camelObject({
    slug: z.string(),
    tenantId: optionalText,
    configJson: z.optional(tenantConfigSchema),
  }),
);

/** `uid` may arrive as `userId` / `user_id`. */
function uidFromUserId(value: unknown): unknown {
  const record = normalizeKeys(value);
  if (!isPlainObject(record) || record.uid !== undefined) return record;
  return { ...record, uid: record.userId };
}

export const sessionUserSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform(uidFromUserId),
    z.object({
      uid: requiredText,
      email: z.string(),
      name: optionalText,
      avatarUrl: optionalText,
      language: textWithDefault('es'),
      tenants: listOf(sessionTenantSchema),
      tenantActive: z.pipe(
        z.transform((value): unknown => value ?? null),
        z.catch(z.nullable(tenantActiveSchema), null),
      ),
      grants: textList,
      phone: optionalText,
      workAddress: optionalText,
      preferredTenant: optionalText,
    }),
  ),
);
export type SessionUser = z.output<typeof sessionUserSchema>;

export const profileTenantSchema = builtOnFirstUse(() => camelObject(tenantRefShape));

export const profileSchema = builtOnFirstUse(() =>
  camelObject({
    name: optionalText,
    email: z.string(),
    avatarUrl: optionalText,
    language: textWithDefault('es'),
    phone: optionalText,
    workAddress: optionalText,
    preferredTenant: optionalText,
    tenants: listOf(profileTenantSchema),
  }),
);
export type Profile = z.output<typeof profileSchema>;

/** The part of an e-mail before the at-sign: the user menu's fallback name. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  return user.email?.split('@')[0] ?? '';
}
