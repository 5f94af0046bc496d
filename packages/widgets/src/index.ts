export { ChangeOwnerDialog } from './ChangeOwnerDialog/index.js';
export type { ChangeOwnerDialogProps } from './ChangeOwnerDialog/index.js';
export { CustomResourceForm } from './CustomResourceForm/index.js';
export type { CustomResourceFormProps } from './CustomResourceForm/index.js';
export { FieldForm } from './FieldForm/index.js';
export type { FieldFormProps } from './FieldForm/index.js';
export { MetafieldForm } from './MetafieldForm/index.js';
export type { MetafieldFormProps } from './MetafieldForm/index.js';
export { MetafieldValuesForm } from './MetafieldValuesForm/index.js';
export type {
  MetafieldValuesFormProps,
  MetafieldValuesSaveFailure,
  MetafieldValuesSaveResult,
} from './MetafieldValuesForm/index.js';
export { GraphQLExample } from './GraphQLExample/index.js';
export type { GraphQLExampleProps } from './GraphQLExample/index.js';
export { ProductTable, productTableSortColumns } from './ProductTable/index.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable/index.js';
export { SelectOptionsEditor } from './SelectOptionsEditor/index.js';
export type { SelectOptionsEditorProps } from './SelectOptionsEditor/index.js';
export { TemplateForm } from './TemplateForm/index.js';
export type { TemplateFormProps } from './TemplateForm/index.js';
export { ValueForm } from './ValueForm/index.js';
export type { ValueFormProps } from './ValueForm/index.js';
export {
  BooleanEditor,
  ColorEditor,
  DateEditor,
  DateTimeEditor,
  DecimalEditor,
  FileAndLabelEditor,
  FileEditor,
  HtmlEditor,
  IntegerEditor,
  isWysiwygOn,
  JsonEditor,
  ReferenceEditor,
  rememberWysiwyg,
  RichTextEditor,
  SelectEditor,
  TextEditor,
  UrlEditor,
  useValueEditorServices,
  useWysiwyg,
  ValueEditorFrame,
  valueEditorFor,
  valueEditors,
  ValueEditorServicesProvider,
  wysiwygStorageKey,
} from './valueEditors/index.js';
export type {
  BooleanValue,
  FileValue,
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  ReferenceValue,
  ValueEditor,
  ValueEditorField,
  ValueEditorFrameProps,
  ValueEditorOptions,
  ValueEditorProps,
  ValueEditorServices,
  ValueEditorServicesProviderProps,
  WysiwygScope,
} from './valueEditors/index.js';
