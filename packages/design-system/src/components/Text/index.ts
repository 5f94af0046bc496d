export { Text } from './Text.js';
export type { TextProps } from './Text.js';
