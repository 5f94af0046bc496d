export { NumberValueEditor } from './NumberValueEditor.js';
export type { NumberValueEditorProps } from './NumberValueEditor.js';
