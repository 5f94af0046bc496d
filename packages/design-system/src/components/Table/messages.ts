import { defineMessages } from '../../i18n/defineMessages.js';

export const tableMessages = defineMessages({
  'table.empty': 'No results',
  'table.selectionColumn.label': 'Selection',
});
