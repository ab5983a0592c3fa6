// The bodies of POST /t/{slug}/projects and PUT /t/{slug}/projects/{projectId} (issue 42): every field of a project
// or program that a person enters (portfolio.md §3), with one rule and one Spanish text each. The API validates with
// these schemas, the form validates while typing with the same ones, and the import checks each row's cells with
// them, so the three can never disagree. What needs the database (the tenant's statuses, its organisations and
// programs, a unique project code) the API checks after these.
import { z } from 'zod/mini';
import { PROJECT_TYPES } from '../entities/project.ts';
import { PROJECT_NAME_MAX_LENGTH, PROJECT_DESCRIPTION_MAX_LENGTH } from '../entities/projectDetail.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { PRIORITIES } from '../priority/priority.ts';
import { PROGRESS_STAGES } from '../score/criteria.ts';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { isCalendarDay } from '../shared/calendarDay.ts';
import { PLANNED_START_PATTERN } from '../optimizer/instance.ts';
import { SDGS } from './vocabulary.ts';

const rules = messages.projectForm.validation;

/** Longest short text (sector, area, funding source, the three studies, currency aside). */
export const PROJECT_SHORT_TEXT_MAX_LENGTH = 200;
export const PROJECT_CODE_MAX_LENGTH = 60;
export const PROJECT_ADDRESS_MAX_LENGTH = 300;
export const PROJECT_BENEFITS_MAX_LENGTH = 5_000;
export const PROJECT_ORGANIZATIONS_MAX = 20;
/**
 * Budgets are below 10^14 (a hundred trillion pesos, more than a year of the national budget): up to there a double
 * still tells cents apart, which the database's numeric(18, 2) keeps exactly.
 */
export const BUDGET_AMOUNT_LIMIT = 100_000_000_000_000;
export const EXECUTION_MONTHS_MIN = 1;
export const EXECUTION_MONTHS_MAX = 600;
export const BENEFICIARIES_MAX = 100_000_000;
export const TIR_MIN_PERCENT = -100;
export const TIR_MAX_PERCENT = 1_000;
export const DEFAULT_BUDGET_CURRENCY = 'ARS';

/** Optional text: trimmed, blank → null, at most `max` characters. */
function optionalText(max: number, tooLong: string = rules.textTooLong) {
  return z.pipe(
    z.string({ error: rules.textExpected }).check(z.trim(), z.maxLength(max, interpolate(tooLong, { max }))),
    z.transform((value) => value || null),
  );
}
const nullableText = (max: number, tooLong?: string) => z.nullable(optionalText(max, tooLong));

/**
 * A number with at most two decimals (cents): 0.1 + 0.2 style float noise is tolerated. Large amounts are judged by
 * their shortest decimal text (34957372002.55 × 100 is 3495737200255.0005 in doubles, yet the amount has 2 decimals).
 */
const hasCents = (value: number) =>
  /^-?\d+(\.\d{1,2})?$/.test(String(value)) || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Each field's rule, shared by create and update. */
const fieldSchemas = {
  name: z
    .string({ error: rules.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, rules.nameRequired),
      z.maxLength(PROJECT_NAME_MAX_LENGTH, interpolate(rules.nameTooLong, { max: PROJECT_NAME_MAX_LENGTH })),
    ),
  description: nullableText(PROJECT_DESCRIPTION_MAX_LENGTH, rules.descriptionTooLong),
  /** The first is the lead organisation; the others take part. */
  organizationIds: z.array(z.uuid({ error: rules.organizationsInvalid }), { error: rules.organizationsInvalid }).check(
    z.maxLength(PROJECT_ORGANIZATIONS_MAX, interpolate(rules.organizationsTooMany, { max: PROJECT_ORGANIZATIONS_MAX })),
    z.refine((ids) => new Set(ids).size === ids.length, rules.organizationsRepeated),
  ),
  programId: z.nullable(z.uuid({ error: rules.programInvalid })),
  status: z.string({ error: rules.statusRequired }).check(z.trim(), z.minLength(1, rules.statusRequired)),
  priority: z.nullable(z.enum(PRIORITIES, { error: rules.priorityUnknown })),
  sector: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  executingArea: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  fundingSource: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  budgetAmount: z.nullable(
    z
      .number({ error: rules.budgetNotNumber })
      .check(
        z.refine(Number.isFinite, rules.budgetNotNumber),
        z.gte(0, rules.budgetNegative),
        z.lt(BUDGET_AMOUNT_LIMIT, rules.budgetTooLarge),
        z.refine(hasCents, rules.budgetCents),
      ),
  ),
  budgetCurrencyCode: z.string({ error: rules.currencyInvalid }).check(z.regex(/^[A-Z]{3}$/, rules.currencyInvalid)),
  budgetDate: z.nullable(z.string({ error: rules.dateInvalid }).check(z.refine(isCalendarDay, rules.dateInvalid))),
  expectedExecutionMonths: z.nullable(
    z
      .number({ error: interpolate(rules.monthsInvalid, { min: EXECUTION_MONTHS_MIN, max: EXECUTION_MONTHS_MAX }) })
      .check(
        z.int(interpolate(rules.monthsInvalid, { min: EXECUTION_MONTHS_MIN, max: EXECUTION_MONTHS_MAX })),
        z.gte(
          EXECUTION_MONTHS_MIN,
          interpolate(rules.monthsInvalid, { min: EXECUTION_MONTHS_MIN, max: EXECUTION_MONTHS_MAX }),
        ),
        z.lte(
          EXECUTION_MONTHS_MAX,
          interpolate(rules.monthsInvalid, { min: EXECUTION_MONTHS_MIN, max: EXECUTION_MONTHS_MAX }),
        ),
      ),
  ),
  beneficiaryCount: z.nullable(
    z
      .number({ error: interpolate(rules.beneficiariesInvalid, { max: BENEFICIARIES_MAX }) })
      .check(
        z.int(interpolate(rules.beneficiariesInvalid, { max: BENEFICIARIES_MAX })),
        z.gte(0, interpolate(rules.beneficiariesInvalid, { max: BENEFICIARIES_MAX })),
        z.lte(BENEFICIARIES_MAX, interpolate(rules.beneficiariesInvalid, { max: BENEFICIARIES_MAX })),
      ),
  ),
  expectedBenefits: nullableText(PROJECT_BENEFITS_MAX_LENGTH),
  sdgTargets: z
    .array(z.enum(SDGS as [string, ...string[]], { error: rules.sdgUnknown }), { error: rules.sdgUnknown })
    .check(z.refine((goals) => new Set(goals).size === goals.length, rules.sdgRepeated)),
  landAvailability: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  environmentalStudy: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  economicEvaluation: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  progressStage: z.nullable(
    z.enum(PROGRESS_STAGES.map((stage) => stage.value) as [string, ...string[]], { error: rules.progressStageUnknown }),
  ),
  projectCode: nullableText(PROJECT_CODE_MAX_LENGTH),
  addressLine1: nullableText(PROJECT_ADDRESS_MAX_LENGTH),
  latitude: z.nullable(
    z
      .number({ error: rules.latitudeInvalid })
      .check(z.gte(-90, rules.latitudeInvalid), z.lte(90, rules.latitudeInvalid)),
  ),
  longitude: z.nullable(
    z
      .number({ error: rules.longitudeInvalid })
      .check(z.gte(-180, rules.longitudeInvalid), z.lte(180, rules.longitudeInvalid)),
  ),
  /** Internal rate of return, in percent: an input of the score (portfolio.md §9). */
  tir: z.nullable(
    z
      .number({ error: interpolate(rules.tirInvalid, { min: TIR_MIN_PERCENT, max: TIR_MAX_PERCENT }) })
      .check(
        z.gte(TIR_MIN_PERCENT, interpolate(rules.tirInvalid, { min: TIR_MIN_PERCENT, max: TIR_MAX_PERCENT })),
        z.lte(TIR_MAX_PERCENT, interpolate(rules.tirInvalid, { min: TIR_MIN_PERCENT, max: TIR_MAX_PERCENT })),
      ),
  ),
  isGreen: z.nullable(z.boolean({ error: rules.yesNoInvalid })),
  hasGenderDiversity: z.nullable(z.boolean({ error: rules.yesNoInvalid })),
  hasSpecificFunds: z.nullable(z.boolean({ error: rules.yesNoInvalid })),
  // What the optimizer's model v2 reads (issue 44): the province of a regional minimum, the month its yearly spend
  // starts ("AAAA-MM"; empty: the first year of the request) and its group of alternatives (at most one is chosen).
  province: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
  plannedStart: z.nullable(
    z.pipe(
      z.string({ error: rules.plannedStartInvalid }).check(
        z.trim(),
        z.refine((value) => value === '' || PLANNED_START_PATTERN.test(value), rules.plannedStartInvalid),
      ),
      z.transform((value) => value || null),
    ),
  ),
  alternativeGroup: nullableText(PROJECT_SHORT_TEXT_MAX_LENGTH),
};

/**
 * "Publicado" (issue 45): whether the project shows in the tenant's public portal (while the portal is on and the
 * project is active). Not one of the form's fields above: it is a switch of its own, set with projects:edit, and it
 * does not enter the score.
 */
export const projectPublishedSchema = z.boolean({ error: messages.publicPortal.validation.publishedInvalid });

/** The fields a person enters, in the form's order (the import's columns and the history's names follow it). */
export const PROJECT_WRITE_FIELDS = Object.keys(fieldSchemas) as (keyof typeof fieldSchemas)[];
export type ProjectWriteField = keyof typeof fieldSchemas;

/** Latitude and longitude come together or not at all (a half-placed pin is no place). */
function coordinatesPaired(input: unknown): boolean {
  const value = input as { latitude?: number | null; longitude?: number | null };
  const hasLatitude = value.latitude !== undefined && value.latitude !== null;
  const hasLongitude = value.longitude !== undefined && value.longitude !== null;
  if (value.latitude === undefined && value.longitude === undefined) return true;
  return hasLatitude === hasLongitude;
}
const pairedCoordinates = z.refine(coordinatesPaired, { message: rules.coordinatesPaired, path: ['latitude'] });

/** POST /t/{slug}/projects: type and name are required; every other field may be left out (null / empty). */
export const projectCreateBodySchema = builtOnFirstUse(() =>
  z
    .strictObject({
      type: z.enum(PROJECT_TYPES, { error: rules.typeUnknown }),
      name: fieldSchemas.name,
      description: z.optional(fieldSchemas.description),
      organizationIds: z._default(fieldSchemas.organizationIds, []),
      programId: z.optional(fieldSchemas.programId),
      status: z.optional(fieldSchemas.status),
      priority: z.optional(fieldSchemas.priority),
      sector: z.optional(fieldSchemas.sector),
      executingArea: z.optional(fieldSchemas.executingArea),
      fundingSource: z.optional(fieldSchemas.fundingSource),
      budgetAmount: z.optional(fieldSchemas.budgetAmount),
      budgetCurrencyCode: z._default(fieldSchemas.budgetCurrencyCode, DEFAULT_BUDGET_CURRENCY),
      budgetDate: z.optional(fieldSchemas.budgetDate),
      expectedExecutionMonths: z.optional(fieldSchemas.expectedExecutionMonths),
      beneficiaryCount: z.optional(fieldSchemas.beneficiaryCount),
      expectedBenefits: z.optional(fieldSchemas.expectedBenefits),
      sdgTargets: z._default(fieldSchemas.sdgTargets, []),
      landAvailability: z.optional(fieldSchemas.landAvailability),
      environmentalStudy: z.optional(fieldSchemas.environmentalStudy),
      economicEvaluation: z.optional(fieldSchemas.economicEvaluation),
      progressStage: z.optional(fieldSchemas.progressStage),
      projectCode: z.optional(fieldSchemas.projectCode),
      addressLine1: z.optional(fieldSchemas.addressLine1),
      latitude: z.optional(fieldSchemas.latitude),
      longitude: z.optional(fieldSchemas.longitude),
      tir: z.optional(fieldSchemas.tir),
      isGreen: z.optional(fieldSchemas.isGreen),
      hasGenderDiversity: z.optional(fieldSchemas.hasGenderDiversity),
      hasSpecificFunds: z.optional(fieldSchemas.hasSpecificFunds),
      province: z.optional(fieldSchemas.province),
      plannedStart: z.optional(fieldSchemas.plannedStart),
      alternativeGroup: z.optional(fieldSchemas.alternativeGroup),
      published: z.optional(projectPublishedSchema),
    })
    .check(pairedCoordinates),
);
export type ProjectCreateBody = z.output<typeof projectCreateBodySchema>;
export type ProjectCreateInput = z.input<typeof projectCreateBodySchema>;

/** Longest reason kept with a status change (as an optimizer override's reason). */
export const STATUS_REASON_MAX_LENGTH = 500;
const detailRules = messages.projectDetail.validation;

/** Why the status changed (issue 43: asked when a project is closed); blank → none. Kept in the history entry. */
const statusReason = z.pipe(
  z
    .string({ error: detailRules.statusReasonText })
    .check(
      z.trim(),
      z.maxLength(
        STATUS_REASON_MAX_LENGTH,
        interpolate(detailRules.statusReasonTooLong, { max: STATUS_REASON_MAX_LENGTH }),
      ),
    ),
  z.transform((reason) => reason || undefined),
);

/** The reason error of a status change as typed, or null (the dialog checks it before the API does). */
export function statusReasonError(reason: string): string | null {
  return reason.trim().length > STATUS_REASON_MAX_LENGTH
    ? interpolate(detailRules.statusReasonTooLong, { max: STATUS_REASON_MAX_LENGTH })
    : null;
}

function reasonHasStatus(input: unknown): boolean {
  const body = input as { status?: unknown; statusReason?: unknown };
  return body.statusReason === undefined || body.status !== undefined;
}
const reasonWithStatus = z.refine(reasonHasStatus, {
  message: detailRules.statusReasonWithoutStatus,
  path: ['statusReason'],
});

const versionRead = z
  .number({ error: rules.versionRequired })
  .check(z.int(rules.versionRequired), z.positive(rules.versionRequired));

/**
 * PUT /t/{slug}/projects/{projectId}: any of the fields (left out: unchanged; null: cleared), and the version the
 * editor read (stale → 409). The type of a row never changes.
 */
export const projectEditBodySchema = builtOnFirstUse(() =>
  z
    .strictObject({
      ...Object.fromEntries(PROJECT_WRITE_FIELDS.map((field) => [field, z.optional(fieldSchemas[field])])),
      published: z.optional(projectPublishedSchema),
      statusReason: z.optional(statusReason),
      version: versionRead,
    } as { [Field in ProjectWriteField]: z.ZodMiniOptional<(typeof fieldSchemas)[Field]> } & {
      published: z.ZodMiniOptional<typeof projectPublishedSchema>;
      statusReason: z.ZodMiniOptional<typeof statusReason>;
      version: typeof versionRead;
    })
    .check(pairedCoordinates, reasonWithStatus),
);
export type ProjectEditBody = z.output<typeof projectEditBodySchema>;
export type ProjectEditInput = z.input<typeof projectEditBodySchema>;

/** One field's rule alone: the form checks a field as it is typed, the import checks a cell. */
export function projectFieldSchema<Field extends ProjectWriteField>(field: Field): (typeof fieldSchemas)[Field] {
  return fieldSchemas[field];
}
