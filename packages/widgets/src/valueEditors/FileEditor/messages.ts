import { defineMessages } from '@metafields/design-system';

export const fileEditorMessages = defineMessages({
  'valueEditors.file.preview': 'Preview of {name}',
  'valueEditors.file.noLabel': 'No label',
  'valueEditors.file.labelOf': 'Label: {label}',
  'valueEditors.file.remove': 'Remove {name}',
  'valueEditors.file.removing': 'Removing {name}',
  'valueEditors.file.editLabel': 'Edit label of {name}',
  'valueEditors.file.uploading': 'Uploading {name}',
  'valueEditors.file.uploadFailed': '{name} could not be uploaded. Please try again.',
  'valueEditors.file.removeFailed': '{name} could not be removed. Please try again.',
  'valueEditors.file.tooMany':
    'A list holds at most {max, number} files, so there is room for {room, plural, =0 {no more} other {# more}}. Remove some, or choose fewer.',
  'valueEditors.file.labelDialog.label': 'Label',
});
