// Smaller shapes: optimizer criteria, error bodies and the exchange answer.

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { normalizeWeight } from '../optimizer/weights.ts';
import { OPTIMIZER_CRITERION_KEYS } from '../optimizer/criteria.ts';
import { camelObject, integerWithDefault, optionalNumber, optionalText, textWithDefault } from './fields.ts';

const constraintSchema = builtOnFirstUse(() =>
  camelObject({ min: z.optional(optionalNumber), max: z.optional(optionalNumber) }),
);

export const optimizerCriterionSchema = builtOnFirstUse(() =>
  camelObject({
    key: z.enum(OPTIMIZER_CRITERION_KEYS),
    weight: z.pipe(z.transform(normalizeWeight), z.number()),
    direction: z.enum(['maximize', 'minimize']),
    currency: z.optional(z.literal('ARS')),
    constraint: z.optional(constraintSchema),
  }),
);
export type OptimizerCriterion = z.output<typeof optimizerCriterionSchema>;

export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'INVITE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Error body of ARCHITECTURE.md §4 (errorCode may also be an older code such as FEATURE_NOT_ENABLED). */
export const apiErrorSchema = builtOnFirstUse(() =>
  camelObject({
    errorCode: textWithDefault('INTERNAL'),
    message: optionalText,
    error: optionalText,
    details: z.optional(z.array(z.unknown())),
  }),
);
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** POST /auth/exchange answer. */
export const authExchangeSchema = builtOnFirstUse(() =>
  camelObject({
    accessToken: z.string(),
    expiresIn: integerWithDefault(0),
    message: optionalText,
    acceptedInvitations: z.pipe(
      z.transform((value) => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0)),
      z.number(),
    ),
  }),
);
export type AuthExchange = z.output<typeof authExchangeSchema>;

/**
 * A service's version (platform.md §3 "Version info", §7): `GET /version.json` answers `{version, buildDate}`, the API's
 * and the optimizer's roots `{version: {version, buildDate}}` (ARCHITECTURE.md §4 "Versions"). Either value may be
 * missing ("No disponible").
 */
export const versionInfoSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform((value) => {
      const record = value as { version?: unknown } | null;
      return record && typeof record === 'object' && record.version && typeof record.version === 'object'
        ? record.version
        : value;
    }),
    camelObject({ version: optionalText, buildDate: optionalText }),
  ),
);
export type VersionInfo = z.output<typeof versionInfoSchema>;
