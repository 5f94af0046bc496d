import { defineMessages } from '@metafields/design-system';

/** Texts of the tree picker beyond those core's catalogue already holds. */
export const treePickerMessages = defineMessages({
  /** The row shown beneath a node while its children load. */
  'treePicker.loading': 'Loading',
  'treePicker.retry': 'Try again',
  'treePicker.empty': 'Nothing to choose from',
  /** Said when a node's children could not be loaded, since the error row appears silently. */
  'treePicker.loadFailed.children': 'Unable to load the contents of {name}',
});
