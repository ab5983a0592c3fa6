export * from './projectStatus.ts';
export * from './statusTone.ts';
