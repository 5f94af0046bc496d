import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * Shared metafield templates: the list, the form and their notices (metafields.md, sections 2, 7
 * and 8). '{name} created.' and its kin live in `commonMessages`; the delete warnings belong to
 * the template rules.
 */
export const templateMessages = defineMessages({
  'templateList.title': 'Shared {singular} metafields',
  'templateList.column.namespaceAndKey': 'Namespace and key',
  'templateList.action.viewGraphql': 'View GraphQL',
  'templateList.empty.search': 'No shared metafields found',
  'templateList.empty.title': 'Create a shared metafield to get started',
  'templateList.empty.description':
    'Shared metafields describe what fields every {singular} should have.',
  'templateList.deleted': 'Template deleted.',
  'templateList.deleteFailed': 'Shared metafield could not be deleted.',
  'templateList.reordered': 'Shared metafields order updated.',
  'templateList.reorderFailed': 'Shared metafields could not be re-ordered.',

  // Both the new template's title and the shared tab's button.
  'templateForm.createTitle': 'Create shared metafield',
  'templateForm.isReadOnly': 'Read only',
  'templateForm.useOnStorefront': 'Use on storefront',

  'templateExport.failed.title': 'There was a problem',
  'templateExport.failed.message': 'Your export could not be created. Please try again later.',
  'templateExport.succeeded': 'Your export was successful.',
  'templateImport.created':
    '{count, plural, one {Created # shared {type} metafield.} other {Created # shared {type} metafields.}}',
  'templateImport.updated':
    '{count, plural, one {Updated # shared {type} metafield.} other {Updated # shared {type} metafields.}}',
  'templateImport.failed': 'Some shared {type} metafields were not updated',
  'templateImport.error': '{key}: {message}',
});

export type TemplateMessageKey = keyof typeof templateMessages;

export function templateMessage(
  key: TemplateMessageKey,
  values?: MessageValues,
): MessageDescriptor {
  return messageDescriptor(templateMessages, key, values);
}
