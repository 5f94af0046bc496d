import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * Words that many screens of both documents share: row actions, modal buttons, plan gating,
 * load failures and the save notices whose text is the same for templates and resource fields.
 */
export const commonMessages = defineMessages({
  'common.action.edit': 'Edit',
  'common.action.delete': 'Delete',
  'common.action.view': 'View',
  'common.action.cancel': 'Cancel',
  'common.action.save': 'Save',
  'common.action.close': 'Close',
  'common.action.ok': 'Ok',
  'common.action.manage': 'Manage',
  'common.action.learnMore': 'Learn more',
  'common.action.import': 'Import',
  'common.action.export': 'Export',
  'common.action.manageSharedMetafields': 'Manage shared metafields',
  'common.column.id': 'ID',
  'common.column.status': 'Status',
  'common.column.created': 'Created',
  // Field labels shared by forms and table columns.
  'common.field.name': 'Name',
  'common.field.namespace': 'Namespace',
  'common.field.key': 'Key',
  'common.field.description': 'Description',
  'common.field.contentType': 'Content type',
  'common.field.type': 'Type',
  'common.field.min': 'Min',
  'common.field.max': 'Max',
  'common.field.email': 'Email',
  'common.field.password': 'Password',
  'common.column.actions': 'Actions',
  'common.answer.yes': 'Yes',
  'common.answer.no': 'No',
  'common.pill.all': 'All',
  'common.search.placeholder': 'Search',
  'common.plan.enterpriseOnly': 'Available on enterprise plan',
  'common.plan.premiumAndAbove': 'Available on premium plans and above',
  'common.plan.explorePlans': 'Explore plans',
  'common.loadFailed.title': 'Unable to load',
  'common.loadFailed.message': 'Please try again later',
  'common.error.unknown': 'Unknown error',
  'common.error.occurred': 'An error occurred.',
  'common.storeUnavailable': 'Unable to access store',
  'common.saveNotice.created': '{name} created.',
  'common.saveNotice.updated': '{name} updated.',
  'common.saveNotice.createFailed': '{name} could not be created.',
  'common.saveNotice.updateFailed': '{name} could not be updated.',
});

export type CommonMessageKey = keyof typeof commonMessages;

export function commonMessage(key: CommonMessageKey, values?: MessageValues): MessageDescriptor {
  return messageDescriptor(commonMessages, key, values);
}
