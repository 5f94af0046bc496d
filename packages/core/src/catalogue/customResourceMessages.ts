import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * Custom resources, their fields and values (companion document, sections 2, 5 and 8). The
 * resources list of a store is here too, since custom resources are what it adds.
 */
export const customResourceMessages = defineMessages({
  // The store's resources list.
  'resourcesList.addResource': 'Add resource',
  'resourcesList.action.deleteResource': 'Delete resource',
  'resourcesList.metafieldCount': '{count, plural, one {# metafield} other {# metafields}}',

  // The create/edit resource modal.
  'customResourceModal.title': 'Create resource',
  'customResourceModal.docs': 'Learn more about custom resources',

  // Resource settings and its fields table.
  'customResourceSettings.title': '{name} settings',
  'customResourceSettings.addField': 'Add field',
  'customResourceSettings.delete.confirm': 'Deleting {pluralName} is permanent',
  'customResourceSettings.deleted': 'Resource deleted.',
  'customResourceSettings.deleteFailed': 'Resource could not be deleted.',
  'customResourceTable.empty.item': 'Resource',
  'fieldTable.displayNameMark': '(Display name)',
  'fieldTable.empty.item': 'Field',
  'fieldTable.delete.confirm': 'Deleting a field is permanent',
  'fieldTable.deleted': 'Resource field deleted.',
  'fieldTable.deleteFailed': 'Resource field could not be deleted.',
  'fieldTable.reordered': 'Resource fields orders updated.',
  'fieldTable.reorderFailed': 'Resource fields could not be re-ordered.',

  // The field form.
  // Both the new field's title and the empty values list's button.
  'fieldForm.createTitle': 'Create field',
  'fieldForm.useAsDisplayName': 'Use as display name',
  'fieldForm.options.minLength': 'Min length',
  'fieldForm.options.maxLength': 'Max length',
  'fieldForm.options.urlType': 'URL type',
  'fieldForm.options.urlType.absolute': 'Absolute',
  'fieldForm.options.urlType.relative': 'Relative',
  'fieldForm.options.selectOptions': 'Select options',
  'fieldForm.delimiter.comma': 'Comma',
  'fieldForm.delimiter.semicolon': 'Semicolon',
  'fieldForm.delimiter.tab': 'Tab',
  'fieldForm.delimiter.space': 'Space',
  'fieldForm.delimiter.pipe': 'Pipe',
  'fieldForm.delimiter.newLine': 'New line',

  // The values list and value form.
  'valueList.add': 'Add {name}',
  'valueList.column.displayName': 'Display name',
  'valueList.noFields': 'Create fields for your {name} resource',
  'valueList.deleted': 'Item deleted.',
  'valueList.deleteFailed': 'Item could not be deleted.',
  'valueList.bulkDeleted': 'Items deleted.',
  'valueList.bulkDeleteFailed': 'Items could not be deleted.',
  'valueForm.newTitle': 'New {name}',
  'valueForm.details': 'Details',
  'valueForm.editSettings': 'Edit {name} settings',
  // The value notices when the value has no display label ("label defaults to 'Resource value'").
  'valueForm.unlabelled.created': 'Resource value created.',
  'valueForm.unlabelled.updated': 'Resource value updated.',
  'valueForm.unlabelled.createFailed': 'Resource value could not be created.',
  'valueForm.unlabelled.updateFailed': 'Resource value could not be updated.',
});

export type CustomResourceMessageKey = keyof typeof customResourceMessages;

export function customResourceMessage(
  key: CustomResourceMessageKey,
  values?: MessageValues,
): MessageDescriptor {
  return messageDescriptor(customResourceMessages, key, values);
}
