import { defineMessages } from '../../i18n/defineMessages.js';

export const searchFieldMessages = defineMessages({
  'searchField.clear': 'Clear search',
});
