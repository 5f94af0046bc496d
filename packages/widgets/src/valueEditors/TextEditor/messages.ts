import { defineMessages } from '@metafields/design-system';

export const textEditorMessages = defineMessages({
  'valueEditors.text.tooShort':
    'Use at least {min, plural, one {# character} other {# characters}}',
  'valueEditors.text.tooLong': 'Use at most {max, plural, one {# character} other {# characters}}',
});
