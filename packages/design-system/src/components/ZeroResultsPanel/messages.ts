import { defineMessages } from '../../i18n/defineMessages.js';

export const zeroResultsPanelMessages = defineMessages({
  'zeroResultsPanel.empty.title': 'No results',
  'zeroResultsPanel.error.title': 'Unable to load',
  'zeroResultsPanel.error.description': 'Please try again later',
  'zeroResultsPanel.retry': 'Try again',
});
