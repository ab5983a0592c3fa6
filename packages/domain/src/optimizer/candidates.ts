// GET /t/{slug}/optimizer/candidates (issue 17): what linear-int-opt-v1 reads of every project of type proyecto, in
// columns — at 50,000 projects an array of objects would repeat each key 50,000 times. Entry i of every column is
// the same project. The API encodes, the optimizer decodes; one definition of the form, next to its schema.
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { column } from '../entities/columnSchema.ts';
import { OPTIMIZER_CRITERION_KEYS } from './criteria.ts';
import type { OptimizerCandidateInput } from './model.ts';

const isValueOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const values = (description: string) => column(description, { type: ['number', 'null'] }, isValueOrNull);

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
    })
    .check(
      z.superRefine((answer, context) => {
        for (const key of ['projectIds', ...OPTIMIZER_CRITERION_KEYS] as const) {
          if (answer[key].length !== answer.n) {
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
