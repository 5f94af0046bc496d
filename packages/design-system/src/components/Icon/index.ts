export { Icon } from './Icon.js';
export type { IconProps } from './Icon.js';
export { iconNames } from './iconPaths.js';
export type { IconName } from './iconPaths.js';
