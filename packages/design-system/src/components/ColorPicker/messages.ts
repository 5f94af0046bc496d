import { defineMessages } from '../../i18n/defineMessages.js';

export const colorPickerMessages = defineMessages({
  'colorPicker.hex.label': 'Hex',
});
