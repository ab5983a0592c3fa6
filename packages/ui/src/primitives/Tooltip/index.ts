export { AnchorTooltip, Tooltip } from './Tooltip';
export type { AnchorTooltipProps, TooltipProps, TooltipPlacement } from './Tooltip';
