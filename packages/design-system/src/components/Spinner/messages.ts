import { defineMessages } from '../../i18n/defineMessages.js';

export const spinnerMessages = defineMessages({
  'spinner.label': 'Loading',
});
