// Tenant configuration and settings (platform.md §3, portfolio.md §3).

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { camelObject, optionalText, textWithDefault, toNumber } from './fields.ts';
import { isPlainObject } from './normalizeKeys.ts';
import { projectStatusOptionOf, type ProjectStatusOption } from '../status/projectStatus.ts';

const coordinate = z.pipe(z.transform(toNumber), z.number());

// One reading of a status entry (value, label, role): the status module's; a malformed entry fails the list.
const projectStatusOptionSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform(projectStatusOptionOf),
    z.custom<ProjectStatusOption>((option) => option !== null),
  ),
);

export const mapConfigSchema = builtOnFirstUse(() =>
  z.object({
    center: z.catch(z.optional(z.object({ lat: coordinate, lng: coordinate })), undefined),
    zoom: z.catch(z.optional(z.pipe(z.transform(toNumber), z.number())), undefined),
  }),
);

export const beneficiaryRangeSchema = builtOnFirstUse(() =>
  z.object({
    min: z.number().check(z.positive()),
    max: z.number().check(z.positive()),
  }),
);

export const beneficiaryReferenceSchema = builtOnFirstUse(() =>
  z.object({
    scale: z.optional(z.enum(['log', 'linear'])),
    fallbackCurrency: z.optional(z.string()),
    ranges: z.optional(z.record(z.string(), beneficiaryRangeSchema)),
  }),
);

/**
 * The tenant's free-form configuration. Known sections are typed; unknown keys are kept. A malformed known section
 * is dropped (undefined) instead of failing the tenant. The configuration may come as JSON text.
 */
export const tenantConfigSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform((value) => {
      if (typeof value === 'string') {
        try {
          value = JSON.parse(value);
        } catch {
          return {};
        }
      }
      return isPlainObject(value) ? value : {};
    }),
    z.looseObject({
      projectStatus: z.catch(z.optional(z.array(projectStatusOptionSchema)), undefined),
      map: z.catch(z.optional(mapConfigSchema), undefined),
      scoring: z.catch(
        z.optional(z.looseObject({ beneficiaryReference: z.catch(z.optional(beneficiaryReferenceSchema), undefined) })),
        undefined,
      ),
    }),
  ),
);
export type TenantConfig = z.output<typeof tenantConfigSchema>;

export const TENANT_PLANS = ['free', 'basic', 'premium'] as const;
export type TenantPlan = (typeof TENANT_PLANS)[number];

export const tenantSettingsSchema = builtOnFirstUse(() =>
  camelObject({
    name: textWithDefault(''),
    slug: textWithDefault(''),
    logo: optionalText,
    siteUrl: optionalText,
    plan: z.catch(z.enum(TENANT_PLANS), 'free'),
    defaultLanguage: textWithDefault('es'),
    createdAt: optionalText,
    configJson: tenantConfigSchema,
  }),
);
export type TenantSettings = z.output<typeof tenantSettingsSchema>;

export const tenantDomainSchema = builtOnFirstUse(() => camelObject({ domain: z.string(), createdAt: optionalText }));
export type TenantDomain = z.output<typeof tenantDomainSchema>;
