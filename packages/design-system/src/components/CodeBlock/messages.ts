import { defineMessages } from '../../i18n/defineMessages.js';

export const codeBlockMessages = defineMessages({
  'codeBlock.label': 'Code example',
  'codeBlock.labelWithLanguage': '{language} example',
  'codeBlock.copy': 'Copy',
  'codeBlock.copied': 'Copied',
  'codeBlock.copyFailed': 'Could not copy. Select the code and copy it instead.',
});
