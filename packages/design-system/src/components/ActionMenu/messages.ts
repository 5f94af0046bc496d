import { defineMessages } from '../../i18n/defineMessages.js';

export const actionMenuMessages = defineMessages({
  'actionMenu.trigger.label': 'More actions',
});
