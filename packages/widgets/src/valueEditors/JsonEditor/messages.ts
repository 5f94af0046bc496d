import { defineMessages } from '@metafields/design-system';

export const jsonEditorMessages = defineMessages({
  'valueEditors.json.invalid': 'This is not valid JSON.',
});
