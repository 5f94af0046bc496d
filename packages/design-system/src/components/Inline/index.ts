export { Inline } from './Inline.js';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline.js';
