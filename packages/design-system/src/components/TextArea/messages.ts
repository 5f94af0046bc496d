import { defineMessages } from '../../i18n/defineMessages.js';

export const textAreaMessages = defineMessages({
  'textArea.characterCount': '{count, number}/{maxLength, number}',
  'textArea.charactersLeft':
    '{count, plural, =0 {No characters left} one {# character left} other {# characters left}}',
});
