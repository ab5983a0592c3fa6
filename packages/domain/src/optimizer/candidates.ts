// GET /t/{slug}/optimizer/candidates (issue 17): what linear-int-opt-v1 reads of every project of type proyecto, in
// columns — at 50,000 projects an array of objects would repeat each key 50,000 times. Entry i of every column is
// the same project. The API encodes, the optimizer decodes; one definition of the form, next to its schema.
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { column } from '../entities/columnSchema.ts';
import { OPTIMIZER_CRITERION_KEYS } from './criteria.ts';
import { CAPITAL_TEXT_MAX, PLANNED_START_PATTERN, type CapitalCandidateInput } from './instance.ts';
import type { OptimizerCandidateInput } from './model.ts';

const isValueOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const values = (description: string) => column(description, { type: ['number', 'null'] }, isValueOrNull);
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= CAPITAL_TEXT_MAX);
const texts = (description: string) => z.optional(column(description, { type: ['string', 'null'] }, isTextOrNull));
const isStartOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && PLANNED_START_PATTERN.test(value));
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isId);

/** linear-int-opt-v2's columns (issue 44): optional, so an answer without them reads as projects without them. */
const CAPITAL_COLUMNS = [
  'names',
  'start',
  'fundingSource',
  'province',
  'organization',
  'executingArea',
  'inExecution',
  'requires',
  'alternativeGroup',
] as const;

export const optimizerCandidatesSchema = builtOnFirstUse(() =>
  z
    .object({
      n: z
        .number()
        .check(z.int(), z.gte(0), z.meta({ description: 'Cantidad de proyectos: el largo de cada columna.' })),
      projectIds: column('Id (UUID) de cada proyecto.', { type: 'string' }, isId),
      budget_amount: values('Presupuesto (ARS), o null si no tiene.'),
      duration_months: values('Meses de ejecución previstos, o null si no tiene.'),
      score: values('Puntuación SIIPRO (0-100), o null si no tiene.'),
      beneficiary_count: values('Beneficiarios, o null si no tiene.'),
      names: texts('Nombre de cada proyecto (para explicar exclusiones).'),
      start: z.optional(
        column('Mes de inicio previsto (AAAA-MM), o null.', { type: ['string', 'null'] }, isStartOrNull),
      ),
      fundingSource: texts('Fuente de financiamiento, o null.'),
      province: texts('Provincia, o null.'),
      organization: texts('Organismo líder, o null.'),
      executingArea: texts('Área ejecutora, o null.'),
      inExecution: z.optional(
        column(
          'Si su estado está marcado "en ejecución" en la lista de estados del espacio de trabajo.',
          { type: 'boolean' },
          (value): value is boolean => typeof value === 'boolean',
        ),
      ),
      requires: z.optional(
        column('Ids de los proyectos que cada uno requiere.', { type: 'array', items: { type: 'string' } }, isIdList),
      ),
      alternativeGroup: texts('Grupo de alternativas (a lo sumo uno entra), o null.'),
    })
    .check(
      z.superRefine((answer, context) => {
        for (const key of ['projectIds', ...OPTIMIZER_CRITERION_KEYS, ...CAPITAL_COLUMNS] as const) {
          if (key !== 'projectIds' && answer[key] === undefined) continue;
          if (answer[key]!.length !== answer.n) {
            context.addIssue({ code: 'custom', path: [key], message: `${key} must have n (${answer.n}) entries` });
          }
        }
      }),
    ),
);

export type OptimizerCandidates = z.infer<typeof optimizerCandidatesSchema>;

export function encodeOptimizerCandidates(candidates: readonly OptimizerCandidateInput[]): OptimizerCandidates {
  return {
    n: candidates.length,
    projectIds: candidates.map((candidate) => candidate.projectId),
    budget_amount: candidates.map((candidate) => candidate.budget_amount),
    duration_months: candidates.map((candidate) => candidate.duration_months),
    score: candidates.map((candidate) => candidate.score),
    beneficiary_count: candidates.map((candidate) => candidate.beneficiary_count),
  };
}

export function decodeOptimizerCandidates(answer: OptimizerCandidates): OptimizerCandidateInput[] {
  return answer.projectIds.map((projectId, index) => ({
    projectId,
    budget_amount: answer.budget_amount[index] ?? null,
    duration_months: answer.duration_months[index] ?? null,
    score: answer.score[index] ?? null,
    beneficiary_count: answer.beneficiary_count[index] ?? null,
  }));
}

/** The columns with v2's fields: every candidate's start, source, groups, execution flag and relations. */
export function encodeCapitalCandidates(candidates: readonly CapitalCandidateInput[]): OptimizerCandidates {
  return {
    ...encodeOptimizerCandidates(candidates),
    names: candidates.map((candidate) => candidate.name),
    start: candidates.map((candidate) => candidate.start),
    fundingSource: candidates.map((candidate) => candidate.fundingSource),
    province: candidates.map((candidate) => candidate.province),
    organization: candidates.map((candidate) => candidate.organization),
    executingArea: candidates.map((candidate) => candidate.executingArea),
    inExecution: candidates.map((candidate) => candidate.inExecution),
    requires: candidates.map((candidate) => candidate.requires),
    alternativeGroup: candidates.map((candidate) => candidate.alternativeGroup),
  };
}

/** v2's candidates from the columns; a column the answer lacks reads as "none" for every project. */
export function decodeCapitalCandidates(answer: OptimizerCandidates): CapitalCandidateInput[] {
  return decodeOptimizerCandidates(answer).map((candidate, index) => ({
    ...candidate,
    name: answer.names?.[index] ?? null,
    start: answer.start?.[index] ?? null,
    fundingSource: answer.fundingSource?.[index] ?? null,
    province: answer.province?.[index] ?? null,
    organization: answer.organization?.[index] ?? null,
    executingArea: answer.executingArea?.[index] ?? null,
    inExecution: answer.inExecution?.[index] ?? false,
    // A project never requires itself (the API refuses it; an answer that says so is not trusted on it).
    requires: (answer.requires?.[index] ?? []).filter((id) => id !== candidate.projectId),
    alternativeGroup: answer.alternativeGroup?.[index] ?? null,
  }));
}
