import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'valueEditors.select.none': 'None',
});
