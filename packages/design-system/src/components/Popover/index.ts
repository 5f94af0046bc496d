export { Popover } from './Popover.js';
export type { PopoverPlacement, PopoverProps } from './Popover.js';
