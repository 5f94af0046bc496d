export { CheckboxGroup } from './CheckboxGroup.js';
export type { CheckboxGroupProps } from './CheckboxGroup.js';
