import { defineMessages } from '../../i18n/defineMessages.js';

export const reorderableListMessages = defineMessages({
  'reorderableList.moveUp': 'Move {label} up',
  'reorderableList.moveDown': 'Move {label} down',
  'reorderableList.empty': 'No items',
});
