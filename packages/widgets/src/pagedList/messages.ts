import { defineMessages } from '@metafields/design-system';

/** Words every paged list of the widgets says the same way: its rows' menus, moves and deletes. */
export const pagedListMessages = defineMessages({
  'pagedList.rowActions': 'Actions for {name}',
  'pagedList.delete.title': 'Delete {name}?',
  'pagedList.moved': '{name} moved to position {position}.',
  // The spec names each list's empty state by its item ('Field', 'Resource').
  'pagedList.empty': 'No {item} records found',
});
