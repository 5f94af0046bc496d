export { ProductTable, productTableSortColumns } from './ProductTable/index.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable/index.js';
export {
  BooleanEditor,
  ColorEditor,
  DateEditor,
  DateTimeEditor,
  DecimalEditor,
  IntegerEditor,
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
