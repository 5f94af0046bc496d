export { ReferenceEditor } from './ReferenceEditor.js';
export type { ReferenceValue } from './ReferenceEditor.js';
