import { defineMessages } from '../../i18n/defineMessages.js';

export const liteFieldMessages = defineMessages({
  'liteSelect.placeholder': 'Select an item',
  'liteDateField.placeholder': 'Choose a date',
});
