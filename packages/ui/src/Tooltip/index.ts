export { Tooltip, type TooltipProps, type TooltipSide } from './Tooltip';
