export { TemplateForm } from './TemplateForm.js';
export type { TemplateFormProps } from './TemplateForm.js';
export { TemplateFields } from './TemplateFields.js';
export type { TemplateFieldsProps, TemplateFormField } from './TemplateFields.js';
