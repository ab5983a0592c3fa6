export * from './bands.ts';
export * from './criteria.ts';
export * from './criterionScores.ts';
export * from './beneficiaries.ts';
export * from './suggestions.ts';
export * from './computeScore.ts';
