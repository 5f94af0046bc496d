export { SearchField } from './SearchField.js';
export type { SearchFieldProps } from './SearchField.js';
