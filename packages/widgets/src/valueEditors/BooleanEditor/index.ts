export { BooleanEditor } from './BooleanEditor.js';
export type { BooleanValue } from './BooleanEditor.js';
