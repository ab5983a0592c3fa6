export * from './vocabulary.ts';
export * from './slugs.ts';
export * from './projectWrite.ts';
export * from './organizationWrite.ts';
export * from './spreadsheetColumns.ts';
export * from './importAnswer.ts';
export * from './projectForm.ts';
