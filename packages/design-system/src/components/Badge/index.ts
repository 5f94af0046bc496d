export { Badge } from './Badge.js';
export type { BadgeProps, BadgeVariant } from './Badge.js';
