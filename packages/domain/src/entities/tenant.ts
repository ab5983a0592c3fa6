// Tenant configuration and settings (platform.md §3, portfolio.md §3).

import { z } from 'zod';
import { camelObject, optionalText, textWithDefault, toNumber } from './fields.ts';
import { isPlainObject } from './normalizeKeys.ts';

const coordinate = z.preprocess(toNumber, z.number());

const projectStatusOptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { value, label: value } : value),
  z
    .object({ value: z.string().min(1), label: z.string().optional() })
    .transform(({ value, label }) => ({ value, label: label?.trim() ? label : value })),
);

export const mapConfigSchema = z.object({
  center: z.object({ lat: coordinate, lng: coordinate }).optional().catch(undefined),
  zoom: z.preprocess(toNumber, z.number()).optional().catch(undefined),
});

export const beneficiaryRangeSchema = z.object({
  min: z.number().positive(),
  max: z.number().positive(),
});

export const beneficiaryReferenceSchema = z.object({
  scale: z.enum(['log', 'linear']).optional(),
  fallbackCurrency: z.string().optional(),
  ranges: z.record(z.string(), beneficiaryRangeSchema).optional(),
});

/**
 * The tenant's free-form configuration. Known sections are typed; unknown keys are kept. A malformed known section
 * is dropped (undefined) instead of failing the tenant. The configuration may come as JSON text.
 */
export const tenantConfigSchema = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return {};
      }
    }
    return isPlainObject(value) ? value : {};
  },
  z.looseObject({
    projectStatus: z.array(projectStatusOptionSchema).optional().catch(undefined),
    map: mapConfigSchema.optional().catch(undefined),
    scoring: z
      .looseObject({ beneficiaryReference: beneficiaryReferenceSchema.optional().catch(undefined) })
      .optional()
      .catch(undefined),
  }),
);
export type TenantConfig = z.output<typeof tenantConfigSchema>;

export const TENANT_PLANS = ['free', 'basic', 'premium'] as const;
export type TenantPlan = (typeof TENANT_PLANS)[number];

export const tenantSettingsSchema = camelObject({
  name: textWithDefault(''),
  slug: textWithDefault(''),
  logo: optionalText,
  siteUrl: optionalText,
  plan: z.enum(TENANT_PLANS).catch('free'),
  defaultLanguage: textWithDefault('es'),
  createdAt: optionalText,
  configJson: tenantConfigSchema,
});
export type TenantSettings = z.output<typeof tenantSettingsSchema>;

export const tenantDomainSchema = camelObject({ domain: z.string(), createdAt: optionalText });
export type TenantDomain = z.output<typeof tenantDomainSchema>;
