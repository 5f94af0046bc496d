import { defineMessages } from '@metafields/design-system';

/** The template screens' own texts; the rest come from core's catalogues. */
export const messages = defineMessages({
  'templatePages.backToRecord': 'Back to record',
});
