export { FieldForm } from './FieldForm.js';
export type { FieldFormProps } from './FieldForm.js';
