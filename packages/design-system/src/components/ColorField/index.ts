export { ColorField } from './ColorField.js';
export type { ColorFieldProps } from './ColorField.js';
