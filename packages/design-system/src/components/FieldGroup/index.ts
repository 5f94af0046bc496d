export { FieldGroup } from './FieldGroup.js';
export type { FieldGroupProps } from './FieldGroup.js';
