export * from './criteria.ts';
export * from './weights.ts';
export * from './criterionState.ts';
export * from './urlParams.ts';
export * from './request.ts';
export * from './results.ts';
export * from './model.ts';
export * from './parseRequest.ts';
