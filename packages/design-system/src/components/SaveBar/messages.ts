import { defineMessages } from '../../i18n/defineMessages.js';

export const saveBarMessages = defineMessages({
  'saveBar.message': 'Unsaved changes',
  'saveBar.save': 'Save',
  'saveBar.cancel': 'Cancel',
});
