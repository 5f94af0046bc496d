import { defineMessages } from '../../i18n/defineMessages.js';

export const tableMessages = defineMessages({
  'table.empty': 'No results',
  'table.selectionColumn.label': 'Selection',
  /** A row's checkbox; the row's name follows ('Select Trail Tent'). */
  'table.select': 'Select',
  'table.selectAll': 'Select all',
});
