import { defineMessages } from '@metafields/design-system';

/**
 * The shared metafields form's own texts. The form's name ('Shared metafields') and 'Unknown
 * error' come from core's catalogues; the editors bring their own.
 */
export const metafieldValuesFormMessages = defineMessages({
  'metafieldValuesForm.fieldMenu.label': '{name} options',
  'metafieldValuesForm.richText.enable': 'Enable rich text editor',
  'metafieldValuesForm.richText.disable': 'Disable rich text editor',
});
