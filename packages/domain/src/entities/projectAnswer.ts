// The project list as the API answers it (ARCHITECTURE.md §4, portfolio.md §3): exact types, camelCase, null for
// "no value". The one definition: the API's OpenAPI document and its list item type, and the api-client's reading of
// the answer (and so the web's and ui's types) all come from this schema.

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { answeredPerson, entityVersion, instant, nullableText } from './answerFields.ts';
import { PROJECT_TYPES } from './project.ts';

const number = z.nullable(z.number());
/** An organisation or program named by a project: its slug is null when only the name is stored. */
const namedRef = z.object({ name: z.string(), slug: z.nullable(z.string()) });

/** One row of GET /t/{slug}/projects: every field a list shows or filters by (the score breakdown is detail-only). */
export const projectListItemSchema = builtOnFirstUse(() =>
  z.object({
    projectId: z.string(),
    version: entityVersion,
    type: z.enum(PROJECT_TYPES),
    name: z.string(),
    slug: z.string(),
    projectCode: nullableText,
    description: nullableText,
    organization: z.nullable(namedRef),
    organizations: z.array(z.object({ name: z.string(), slug: z.string() })),
    program: z.nullable(namedRef),
    parentProject: z.nullable(namedRef),
    childrenCount: z.number().check(z.int()),
    status: z.string(),
    priority: nullableText,
    progressStage: nullableText,
    area: nullableText,
    executingArea: nullableText,
    sector: nullableText,
    secretary: nullableText,
    budgetCurrencyCode: z.string(),
    budgetAmount: number,
    budgetAmountUsd: number,
    score: number.check(z.meta({ description: 'Puntuación SIIPRO, 0 a 100.' })),
    beneficiaryCount: z.nullable(z.number().check(z.int())),
    addressLine1: nullableText,
    latitude: number,
    longitude: number,
    fundingSource: nullableText,
    expectedExecutionMonths: number,
    expectedBenefits: z.nullable(z.union([z.string(), z.array(z.string())])),
    sdgTargets: z.array(z.string()),
    landAvailability: nullableText,
    environmentalStudy: nullableText,
    economicEvaluation: nullableText,
    budgetDate: nullableText.check(z.meta({ description: 'AAAA-MM-DD' })),
    entryDate: nullableText.check(z.meta({ description: 'AAAA-MM-DD' })),
    createdBy: z.nullable(answeredPerson),
    updatedBy: z.nullable(answeredPerson),
    createdAt: instant,
    updatedAt: instant,
    archivedAt: z
      .nullable(instant)
      .check(z.meta({ description: 'Cuándo se archivó; nulo si está activo (los archivados no aparecen en listas).' })),
  }),
);
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListPaginationSchema = builtOnFirstUse(() =>
  z.object({
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    total: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
    hasPrev: z.boolean(),
    hasNext: z.boolean(),
  }),
);
export type Pagination = z.infer<typeof projectListPaginationSchema>;

/** The whole answer of GET /t/{slug}/projects. */
export const projectListAnswerSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(projectListItemSchema),
    pagination: projectListPaginationSchema,
  }),
);
export type ProjectListAnswer = z.infer<typeof projectListAnswerSchema>;
