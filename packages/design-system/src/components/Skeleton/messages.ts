import { defineMessages } from '../../i18n/defineMessages.js';

export const skeletonMessages = defineMessages({
  'skeleton.loading': 'Loading',
});
