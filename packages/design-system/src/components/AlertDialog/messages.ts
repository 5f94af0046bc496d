import { defineMessages } from '../../i18n/defineMessages.js';

export const alertDialogMessages = defineMessages({
  'alertDialog.cancel.label': 'Cancel',
});
