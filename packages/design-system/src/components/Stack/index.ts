export { Stack } from './Stack.js';
export type { StackAlign, StackJustify, StackProps } from './Stack.js';
