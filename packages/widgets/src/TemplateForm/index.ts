export { TemplateForm } from './TemplateForm.js';
export type { TemplateFormProps } from './TemplateForm.js';
