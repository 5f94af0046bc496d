import { defineMessages } from '../../i18n/defineMessages.js';

export const dropZoneMessages = defineMessages({
  'dropZone.instructions.single': 'Drag and drop a file here',
  'dropZone.instructions.multiple': 'Drag and drop files here',
  'dropZone.files.label': 'Chosen files',
});
