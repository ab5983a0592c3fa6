export { Field, FieldList, MissingValue, PersonValue, valueOrMissing } from './FieldList';
