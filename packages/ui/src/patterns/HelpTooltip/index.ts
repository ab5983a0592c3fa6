export { HelpTooltip } from './HelpTooltip';
export type { HelpTooltipProps } from './HelpTooltip';
