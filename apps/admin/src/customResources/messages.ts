import { defineMessages } from '@metafields/design-system';

/** Texts of the custom-resource screens beyond those core's catalogue holds. */
export const messages = defineMessages({
  'customResourcePages.back': 'Resources',
  'customResourcePages.more': 'More actions for {name}',
  'customResourcePages.editTitle': 'Edit resource',
  'customResourcePages.settings': 'Settings',
});
