import { defineMessages } from '../../i18n/defineMessages.js';

export const toastMessages = defineMessages({
  'toast.region.label': '{count, plural, one {# notification} other {# notifications}}',
  'toast.close': 'Close',
});
