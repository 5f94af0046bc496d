export { SelectOptionsEditor } from './SelectOptionsEditor.js';
export type { SelectOptionsEditorProps } from './SelectOptionsEditor.js';
