import { defineMessages } from '../../i18n/defineMessages.js';

export const dialogMessages = defineMessages({
  'dialog.close.label': 'Close',
});
