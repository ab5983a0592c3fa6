export * from './normalizeKeys.ts';
export {
  camelObject,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalText,
  textList,
  toBoolean,
  toNumber,
} from './fields.ts';
export * from './scoring.ts';
export * from './project.ts';
export * from './organization.ts';
export * from './tenant.ts';
export * from './session.ts';
export * from './members.ts';
export * from './misc.ts';
export * from './projectAnswer.ts';
export * from './projectDetail.ts';
