import { defineMessages } from '@metafields/design-system';

/** Texts of the change owner modal beyond those core's catalogue already holds. */
export const changeOwnerDialogMessages = defineMessages({
  'changeOwnerDialog.submit': 'Assign owner',
  'changeOwnerDialog.newOwnerId.invalid': 'Enter a whole number greater than 0',
});
