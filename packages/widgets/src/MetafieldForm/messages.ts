import { defineMessages } from '@metafields/design-system';

/**
 * The metafield form's own texts. Field names, the two permission checkboxes, 'Value', 'Metafield
 * not found' and 'No changes to be saved' come from core's catalogues (spec wording).
 */
export const metafieldFormWidgetMessages = defineMessages({
  // Names the choice between the two editors of the value.
  'metafieldForm.valueEditor.label': 'Value editor',
  'metafieldForm.valueEditor.json': 'JSON',
  'metafieldForm.valueEditor.richText': 'Rich text',
  'metafieldForm.valueEditor.plainText': 'Plain text',
  // The value is checked as JSON only while the JSON editor is chosen, on create and edit alike.
  'metafieldForm.value.invalidJson': 'This is not valid JSON.',
  // The save bar's reset, named apart from the form's Cancel, which leaves the form.
  'metafieldForm.discard': 'Discard',
  // The host's onSubmit failed without saying why (no server errors, no message of its own).
  'metafieldForm.save.failed': 'The metafield could not be saved. Try again.',
});
