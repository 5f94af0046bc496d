import { defineMessages } from '@metafields/design-system';

/** Texts of the value form beyond those core's catalogue already holds. */
export const valueFormMessages = defineMessages({
  // The title of a saved value whose display field is empty: the resource's name and the id.
  'valueForm.untitled': '{name} {id}',
});
