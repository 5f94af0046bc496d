import { defineMessages } from '@metafields/design-system';

/** Texts of the field form beyond those core's catalogue already holds. */
export const fieldFormMessages = defineMessages({
  'fieldForm.options.multiselect': 'Allow more than one option',
  'fieldForm.options.entityListType': 'Holds',
  'fieldForm.useAsDisplayName.description': 'Only a text field can name the values.',
});
