export * from './publicFields.ts';
export * from './publicQuery.ts';
export * from './oc4ids.ts';
export * from './oc4idsCodelists.ts';
export * from './openDataFields.ts';
export * from './publicHead.ts';
