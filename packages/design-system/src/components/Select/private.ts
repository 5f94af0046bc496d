// Parts the package's list fields (Select, ComboBox, MultiSelect) and pickers share; not in the
// public barrel.
export { FieldPopover } from './FieldPopover.js';
export type { FieldPopoverProps } from './FieldPopover.js';
export { Option, OptionListBox, OptionSection } from './OptionList.js';
export type { OptionListBoxProps, OptionProps, OptionSectionProps } from './OptionList.js';
