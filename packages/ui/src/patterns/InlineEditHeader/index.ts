export { InlineEditHeader } from './InlineEditHeader';
export type { InlineEditHeaderProps, InlineEditHeaderTexts, InlineEditOutcome } from './InlineEditHeader';
