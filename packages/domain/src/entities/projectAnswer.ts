// The project list as the API answers it (ARCHITECTURE.md §4, portfolio.md §3): exact types, camelCase, null for
// "no value". The one definition: the API's OpenAPI document and its list item type, and the api-client's reading of
// the answer (and so the web's and ui's types) all come from this schema.

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { PROJECT_TYPES } from './project.ts';

const text = z.nullable(z.string());
const number = z.nullable(z.number());
/** An organisation or program named by a project: its slug is null when only the name is stored. */
const namedRef = z.object({ name: z.string(), slug: z.nullable(z.string()) });
const person = z.object({ name: z.string(), avatarUrl: text });

/** One row of GET /t/{slug}/projects: every field a list shows or filters by (the score breakdown is detail-only). */
export const projectListItemSchema = builtOnFirstUse(() =>
  z.object({
    projectId: z.string(),
    version: z
      .number()
      .check(z.int(), z.meta({ description: 'Crece con cada escritura; PUT lo pide para evitar pisar cambios.' })),
    type: z.enum(PROJECT_TYPES),
    name: z.string(),
    slug: z.string(),
    projectCode: text,
    description: text,
    organization: z.nullable(namedRef),
    organizations: z.array(z.object({ name: z.string(), slug: z.string() })),
    program: z.nullable(namedRef),
    parentProject: z.nullable(namedRef),
    childrenCount: z.number().check(z.int()),
    status: z.string(),
    priority: text,
    progressStage: text,
    area: text,
    executingArea: text,
    sector: text,
    secretary: text,
    budgetCurrencyCode: z.string(),
    budgetAmount: number,
    budgetAmountUsd: number,
    score: number.check(z.meta({ description: 'Puntuación SIIPRO, 0 a 100.' })),
    beneficiaryCount: z.nullable(z.number().check(z.int())),
    addressLine1: text,
    latitude: number,
    longitude: number,
    fundingSource: text,
    expectedExecutionMonths: number,
    expectedBenefits: z.nullable(z.union([z.string(), z.array(z.string())])),
    sdgTargets: z.array(z.string()),
    landAvailability: text,
    environmentalStudy: text,
    economicEvaluation: text,
    budgetDate: text.check(z.meta({ description: 'AAAA-MM-DD' })),
    entryDate: text.check(z.meta({ description: 'AAAA-MM-DD' })),
    createdBy: z.nullable(person),
    updatedBy: z.nullable(person),
    createdAt: z.string().check(z.meta({ description: 'ISO 8601 en UTC, al milisegundo.' })),
    updatedAt: z.string().check(z.meta({ description: 'ISO 8601 en UTC, al milisegundo.' })),
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
