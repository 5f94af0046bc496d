import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * A record's metafield page, its custom metafields table, the metafield form, the shared
 * metafield values form and change owner (metafields.md, sections 2, 5 and 8).
 */
export const metafieldMessages = defineMessages({
  // The record's metafield page and its tabs.
  'metafieldPage.tab.shared': 'Shared metafields',
  'metafieldPage.tab.custom': 'Custom metafields',
  'metafieldPage.tab.importExport': 'Import/Export',
  // Both the product tab and the variants-first list title.
  'metafieldPage.tab.variants': 'Variants',
  // Both the create page title and the custom tab's action.
  'metafieldPage.createTitle': 'Create metafield',
  'metafieldPage.editTitle': 'Edit metafield',
  'metafieldPage.backToParent': '{parent} metafields',
  'metafieldPage.metafieldNotFound': 'Metafield not found',
  // `resource` is the parent's singular resource type slug.
  'metafieldPage.parentNotFound':
    '{resource, select, brand {Brand not found} category {Category not found} channel {Channel not found} customer {Customer not found} location {Location not found} order {Order not found} product {Product not found} variant {Variant not found} other {Record not found}}',

  // Shared tab.
  'sharedMetafieldsTab.upgrade': 'Upgrade to Premium to unlock shared metafields.',
  'sharedMetafieldsTab.saved': 'Metafields saved.',
  'sharedMetafieldsTab.saveFailed': 'There was an error saving the metafields.',
  'sharedMetafieldsTab.customSaved': 'Custom metafields saved.',
  'sharedMetafieldsTab.customSaveFailed': 'There was an error saving the custom metafields.',

  // Custom tab: the metafields table.
  // Both the table column and the form checkbox.
  'metafieldTable.column.availableOnStorefront': 'Available on storefront',
  'metafieldTable.column.lastUpdated': 'Last updated (UTC)',
  'metafieldTable.bulkAction.delete': 'Delete metafields',
  'metafieldTable.delete.forbidden':
    "You do not have permission to delete metafield ''{namespace}: {key}''",

  // Change owner modal.
  // Both the row action and the modal title.
  'changeOwner.title': 'Change owner',
  'changeOwner.newOwnerId': 'New owner ID',
  'changeOwner.currentOwnerId': 'Current owner ID: {ownerId}',
  'changeOwner.assigned': 'New metafield owner assigned.',

  // The metafield form.
  'metafieldForm.anyApiUserCanWrite': 'Any API user can make changes to this metafield',
  'metafieldForm.value': 'Value',
  'metafieldForm.saved.title': 'Changes saved',
  'metafieldForm.saved.created': 'The metafield has been created',
  'metafieldForm.saved.updated': 'The metafield has been updated',
  'metafieldForm.saveFailed': 'Your changes could not be saved. Please try again later',
  'metafieldForm.forbidden.edit': 'You are not authorized to edit this metafield',
  'metafieldForm.forbidden.create': 'You are not authorized to create a metafield.',
  'metafieldForm.conflict': 'A metafield with the same Namespace and Key already exists.',
  'metafieldForm.missingFields': 'Please provide missing required fields: {fields}',
});

export type MetafieldMessageKey = keyof typeof metafieldMessages;

export function metafieldMessage(
  key: MetafieldMessageKey,
  values?: MessageValues,
): MessageDescriptor {
  return messageDescriptor(metafieldMessages, key, values);
}
