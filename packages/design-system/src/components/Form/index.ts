export { Form } from './Form.js';
export type { FormProps } from './Form.js';
