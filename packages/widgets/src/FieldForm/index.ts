export { FieldForm } from './FieldForm.js';
export type { FieldFormProps } from './FieldForm.js';
export { FieldFields } from './FieldFields.js';
export type { FieldFieldsProps, FieldFormField } from './FieldFields.js';
