import { defineMessages } from '../../i18n/defineMessages.js';

export const treeMessages = defineMessages({
  'tree.empty': 'No items',
});
