import { describe, expect, it } from 'vitest';
import { decodeOptimizerCandidates, encodeOptimizerCandidates, optimizerCandidatesSchema } from './candidates.ts';

const candidates = [
  { projectId: 'a', budget_amount: 1_500_000.5, duration_months: 12, score: 71.25, beneficiary_count: 300 },
  { projectId: 'b', budget_amount: null, duration_months: null, score: null, beneficiary_count: null },
];

describe('optimizer candidates answer', () => {
  it('round-trips through its columns and its schema', () => {
    const answer = encodeOptimizerCandidates(candidates);
    expect(answer.n).toBe(2);
    expect(optimizerCandidatesSchema.parse(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    expect(decodeOptimizerCandidates(answer)).toEqual(candidates);
  });

  it('refuses columns of another length, ids that are not text and values that are not numbers', () => {
    const answer = encodeOptimizerCandidates(candidates);
    expect(optimizerCandidatesSchema.safeParse({ ...answer, score: [1] }).success).toBe(false);
    expect(optimizerCandidatesSchema.safeParse({ ...answer, projectIds: ['a', 7] }).success).toBe(false);
    expect(optimizerCandidatesSchema.safeParse({ ...answer, budget_amount: ['1', null] }).success).toBe(false);
  });
});
