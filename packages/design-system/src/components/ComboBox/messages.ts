import { defineMessages } from '../../i18n/defineMessages.js';

export const comboBoxMessages = defineMessages({
  'comboBox.empty': 'No results',
});
