import { defineMessages } from '../../i18n/defineMessages.js';

export const fileTriggerMessages = defineMessages({
  'fileTrigger.chooseFile': 'Choose file',
  'fileTrigger.chooseFiles': 'Choose files',
});
