export { ValueForm } from './ValueForm.js';
export type { ValueFormProps } from './ValueForm.js';
