// Project or program (portfolio.md §3), plus the fields the SIIPRO score needs (tir, isGreen, …) and the optimistic
// concurrency `version` of ARCHITECTURE.md §4. Input may be snake_case or camelCase; output is camelCase.

import { z } from 'zod';
import { normalizeScore } from '../score/bands.ts';
import { DEFAULT_STATUS } from '../status/projectStatus.ts';
import {
  integerWithDefault,
  listOf,
  namedRef,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalText,
  personRef,
  requiredText,
  textList,
  textOrList,
  textWithDefault,
} from './fields.ts';
import { isPlainObject, normalizeKeys } from './normalizeKeys.ts';
import { projectScoringSchema } from './scoring.ts';

export const PROJECT_TYPES = ['proyecto', 'programa'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const isProjectType = (value: unknown): value is ProjectType =>
  (PROJECT_TYPES as readonly unknown[]).includes(value);

export const projectTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(PROJECT_TYPES).catch('proyecto'),
);

/** The name of a reference that may come as text or as an object with a name. */
const refName = z.preprocess(
  (value) => (isPlainObject(value) ? (value as { name?: unknown }).name : value),
  optionalText,
);

const scoreField = z.preprocess((value) => normalizeScore(value), z.number().nullable());

/**
 * budgetAmount may be a number, a numeric string, or an object with local_currency and dollar amounts
 * (portfolio.md §3). The object form is spread into budgetAmount and budgetAmountUsd before parsing.
 */
function spreadBudget(input: unknown): unknown {
  const record = normalizeKeys(input);
  if (!isPlainObject(record) || !isPlainObject(record.budgetAmount)) return record;
  const amounts = normalizeKeys(record.budgetAmount) as Record<string, unknown>;
  return {
    ...record,
    budgetAmount: amounts.localCurrency ?? amounts.local ?? null,
    budgetAmountUsd: record.budgetAmountUsd ?? amounts.dollar ?? amounts.usd ?? null,
  };
}

export const projectShape = {
  projectId: requiredText,
  version: integerWithDefault(1),
  tenant: refName,
  organization: refName,
  program: refName,
  createdBy: personRef,
  updatedBy: personRef,
  childrenCount: integerWithDefault(0),
  parentProject: z.preprocess((value) => (isPlainObject(value) ? value : null), namedRef.nullable()),
  organizations: listOf(namedRef),
  name: textWithDefault(''),
  slug: textWithDefault(''),
  type: projectTypeSchema,
  status: textWithDefault(DEFAULT_STATUS),
  priority: optionalText,
  progressStage: optionalText,
  area: optionalText,
  executingArea: optionalText,
  sector: optionalText,
  secretary: optionalText,
  budgetCurrencyCode: textWithDefault('ARS'),
  budgetAmount: optionalNumber,
  budgetAmountUsd: optionalNumber,
  score: scoreField,
  scoring: projectScoringSchema.nullable().catch(null),
  projectCode: optionalText,
  beneficiaryCount: optionalInteger,
  description: optionalText,
  addressLine1: optionalText,
  latitude: optionalNumber,
  longitude: optionalNumber,
  fundingSource: optionalText,
  expectedExecutionMonths: optionalNumber,
  expectedBenefits: textOrList,
  sdgTargets: textList,
  landAvailability: optionalText,
  environmentalStudy: optionalText,
  economicEvaluation: optionalText,
  tir: optionalNumber,
  isGreen: optionalBoolean,
  hasGenderDiversity: optionalBoolean,
  hasSpecificFunds: optionalBoolean,
  budgetDate: optionalText,
  entryDate: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
};

export const projectSchema = z.preprocess(spreadBudget, z.object(projectShape));
export type Project = z.output<typeof projectSchema>;
export type OrganizationRef = z.output<typeof namedRef>;

/** Whether a project can be placed on a map (both coordinates are finite numbers). */
export function hasCoordinates<T extends { latitude: unknown; longitude: unknown }>(
  project: T,
): project is T & { latitude: number; longitude: number } {
  const { latitude, longitude } = project;
  return (
    typeof latitude === 'number' &&
    Number.isFinite(latitude) &&
    typeof longitude === 'number' &&
    Number.isFinite(longitude)
  );
}
