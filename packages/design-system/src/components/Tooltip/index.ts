export { Tooltip, TooltipTrigger } from './Tooltip.js';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './Tooltip.js';
