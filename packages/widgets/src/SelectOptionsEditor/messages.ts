import { defineMessages } from '@metafields/design-system';

export const selectOptionsEditorMessages = defineMessages({
  'selectOptionsEditor.option.label': 'Option {number}',
  'selectOptionsEditor.option.remove': 'Remove option {number}',
  'selectOptionsEditor.add': 'Add option',
  'selectOptionsEditor.import.open': 'Import options',
  'selectOptionsEditor.import.title': 'Import options',
  'selectOptionsEditor.import.delimiter': 'Delimiter',
  'selectOptionsEditor.import.text': 'Options to paste',
  'selectOptionsEditor.import.textDescription':
    'Each option is trimmed and loses its double quotes; empty ones are left out.',
  'selectOptionsEditor.import.submit': 'Import',
  'selectOptionsEditor.import.cancel': 'Cancel',
});
