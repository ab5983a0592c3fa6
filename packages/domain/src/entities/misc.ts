// Smaller shapes: versions, pagination, activity items, optimizer criteria, list answers and error bodies.

import { z } from 'zod';
import { normalizeWeight } from '../optimizer/weights.ts';
import { OPTIMIZER_CRITERION_KEYS } from '../optimizer/criteria.ts';
import {
  camelObject,
  integerWithDefault,
  listOf,
  optionalInteger,
  optionalNumber,
  optionalText,
  requiredText,
  textWithDefault,
} from './fields.ts';
import { isPlainObject } from './normalizeKeys.ts';
import { projectSchema } from './project.ts';

/** Version of a service; the API and optimizer answer {version: {version, buildDate}}, /version.json is flat. */
export const versionInfoSchema = z.preprocess(
  (value) => (isPlainObject(value) && isPlainObject(value.version) ? value.version : value),
  camelObject({ version: optionalText, buildDate: optionalText }),
);
export type VersionInfo = z.output<typeof versionInfoSchema>;

export const paginationSchema = camelObject({
  page: integerWithDefault(1),
  limit: integerWithDefault(20),
  total: integerWithDefault(0),
  totalPages: integerWithDefault(0),
  hasPrev: z.boolean().catch(false),
  hasNext: z.boolean().catch(false),
});
export type Pagination = z.output<typeof paginationSchema>;

export const ACTIVITY_TYPES = ['comment', 'file_upload', 'status_change', 'field_update'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = camelObject({
  id: requiredText,
  // A missing type counts as a comment (portfolio.md §2.6).
  type: z.preprocess((value) => value ?? 'comment', z.enum(ACTIVITY_TYPES).catch('comment')),
  user: optionalText,
  avatarUrl: optionalText,
  text: textWithDefault(''),
  createdAt: optionalText,
  details: z
    .preprocess(
      (value) => value ?? null,
      camelObject({
        file: camelObject({ name: z.string(), size: optionalInteger }).nullable().catch(null).optional(),
        field: optionalText.optional(),
        from: optionalText.optional(),
        to: optionalText.optional(),
      }).nullable(),
    )
    .catch(null),
});
export type ActivityItem = z.output<typeof activityItemSchema>;

const constraintSchema = camelObject({ min: optionalNumber.optional(), max: optionalNumber.optional() });

export const optimizerCriterionSchema = camelObject({
  key: z.enum(OPTIMIZER_CRITERION_KEYS),
  weight: z.preprocess(normalizeWeight, z.number()),
  direction: z.enum(['maximize', 'minimize']),
  currency: z.literal('ARS').optional(),
  constraint: constraintSchema.optional(),
});
export type OptimizerCriterion = z.output<typeof optimizerCriterionSchema>;

/** A list answer: a bare array, or {data, pagination}. */
export const projectListResponseSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { data: value, pagination: null } : value),
  z.object({
    data: listOf(projectSchema),
    pagination: z.preprocess((value) => value ?? null, paginationSchema.nullable()),
  }),
);
export type ProjectListResponse = z.output<typeof projectListResponseSchema>;

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
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Error body of ARCHITECTURE.md §4 (errorCode may also be an older code such as FEATURE_NOT_ENABLED). */
export const apiErrorSchema = camelObject({
  errorCode: textWithDefault('INTERNAL'),
  message: optionalText,
  error: optionalText,
  details: z.array(z.unknown()).optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** POST /auth/exchange answer. */
export const authExchangeSchema = camelObject({
  accessToken: z.string(),
  expiresIn: integerWithDefault(0),
  message: optionalText,
  acceptedInvitations: z.preprocess(
    (value) => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0),
    z.number(),
  ),
});
export type AuthExchange = z.output<typeof authExchangeSchema>;
