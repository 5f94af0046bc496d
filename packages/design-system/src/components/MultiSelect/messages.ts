import { defineMessages } from '../../i18n/defineMessages.js';

export const multiSelectMessages = defineMessages({
  'multiSelect.empty': 'No results',
});
