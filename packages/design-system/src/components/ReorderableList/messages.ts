import { defineMessages } from '../../i18n/defineMessages.js';

export const reorderableListMessages = defineMessages({
  'reorderableList.drag': 'Drag {label}',
  // The drag handle's description: how to reorder with it from the keyboard.
  'reorderableList.instructions':
    'Press Space to lift the item, the up and down arrow keys to move it, and Space again to drop it. Escape cancels the move.',
  // Said as the keyboard lifts, moves, drops or puts back an item.
  'reorderableList.lifted': '{label} lifted, at position {position} of {count}.',
  'reorderableList.moved': 'Moved to position {position} of {count}.',
  'reorderableList.dropped': '{label} dropped at position {position} of {count}.',
  'reorderableList.cancelled': 'Move cancelled: {label} is back at position {position} of {count}.',
  'reorderableList.moveUp': 'Move {label} up',
  'reorderableList.moveDown': 'Move {label} down',
  'reorderableList.empty': 'No items',
});
