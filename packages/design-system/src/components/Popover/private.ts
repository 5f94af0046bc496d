// The floating surface and the theme of portalled overlays, for the package's other overlays
// (menus, tooltips, modals); not in the public barrel.
export { PopoverFrame } from './Popover.js';
export type { PopoverFrameProps } from './Popover.js';
export { useOverlayTheme } from './useOverlayTheme.js';
export type { OverlayThemeProps } from './useOverlayTheme.js';
