export { BooleanEditor } from './BooleanEditor/index.js';
export type { BooleanValue } from './BooleanEditor/index.js';
export { ColorEditor } from './ColorEditor/index.js';
export { DateEditor } from './DateEditor/index.js';
export { DateTimeEditor } from './DateTimeEditor/index.js';
export { DecimalEditor } from './DecimalEditor/index.js';
export { FileAndLabelEditor, FileEditor } from './FileEditor/index.js';
export type { FileValue } from './FileEditor/index.js';
export { HtmlEditor } from './HtmlEditor/index.js';
export { IntegerEditor } from './IntegerEditor/index.js';
export { JsonEditor } from './JsonEditor/index.js';
export { ReferenceEditor } from './ReferenceEditor/index.js';
export type { ReferenceValue } from './ReferenceEditor/index.js';
export { RichTextEditor } from './RichTextEditor/index.js';
export { SelectEditor } from './SelectEditor/index.js';
export { TextEditor } from './TextEditor/index.js';
export { UrlEditor } from './UrlEditor/index.js';
export { ValueEditorFrame } from './ValueEditorFrame.js';
export type { ValueEditorFrameProps } from './ValueEditorFrame.js';
export { valueEditorFor, valueEditors } from './registry.js';
export type {
  ValueEditor,
  ValueEditorField,
  ValueEditorOptions,
  ValueEditorProps,
} from './types.js';
export { ValueEditorServicesProvider, useValueEditorServices } from './services/index.js';
export type {
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  ValueEditorServices,
  ValueEditorServicesProviderProps,
} from './services/index.js';
export { isWysiwygOn, rememberWysiwyg, useWysiwyg, wysiwygStorageKey } from './wysiwyg/index.js';
export type { WysiwygScope } from './wysiwyg/index.js';
