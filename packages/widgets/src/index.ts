export { ChangeOwnerDialog } from './ChangeOwnerDialog/index.js';
export type { ChangeOwnerDialogProps } from './ChangeOwnerDialog/index.js';
export { CustomResourceForm } from './CustomResourceForm/index.js';
export type { CustomResourceFormProps } from './CustomResourceForm/index.js';
export { FieldForm } from './FieldForm/index.js';
export type { FieldFormProps } from './FieldForm/index.js';
export { GraphQLExample } from './GraphQLExample/index.js';
export type { GraphQLExampleProps } from './GraphQLExample/index.js';
export { ProductTable, productTableSortColumns } from './ProductTable/index.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable/index.js';
export { SelectOptionsEditor } from './SelectOptionsEditor/index.js';
export type { SelectOptionsEditorProps } from './SelectOptionsEditor/index.js';
export { TemplateForm } from './TemplateForm/index.js';
export type { TemplateFormProps } from './TemplateForm/index.js';
export {
  BooleanEditor,
  ColorEditor,
  DateEditor,
  DateTimeEditor,
  DecimalEditor,
  HtmlEditor,
  IntegerEditor,
  JsonEditor,
  SelectEditor,
  TextEditor,
  UrlEditor,
  ValueEditorFrame,
  valueEditorFor,
  valueEditors,
} from './valueEditors/index.js';
export type {
  BooleanValue,
  ValueEditor,
  ValueEditorField,
  ValueEditorFrameProps,
  ValueEditorOptions,
  ValueEditorProps,
} from './valueEditors/index.js';
