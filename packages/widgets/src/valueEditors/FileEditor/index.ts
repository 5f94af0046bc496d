export { FileAndLabelEditor, FileEditor } from './FileEditor.js';
export type { FileValue } from './FileEditor.js';
