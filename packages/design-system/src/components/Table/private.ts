// Parts of the table that only this package composes; not in the public barrel.
export { SelectionCheckbox } from './SelectionCheckbox.js';
export type { SelectionCheckboxProps } from './SelectionCheckbox.js';
