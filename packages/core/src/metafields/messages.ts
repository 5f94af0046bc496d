import { defineMessages } from '../messages/defineMessages.js';

export const metafieldFormMessages = defineMessages({
  'metafieldForm.save.noChanges': 'No changes to be saved',
});
