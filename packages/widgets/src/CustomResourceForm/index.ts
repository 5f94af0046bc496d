export { CustomResourceForm } from './CustomResourceForm.js';
export type { CustomResourceFormProps } from './CustomResourceForm.js';
