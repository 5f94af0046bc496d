import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * Import and export panels, histories and their notices, for metafields and custom resource
 * values alike (sections 2, 7 and 8 of both documents). Status badges, durations and the export
 * limit belong to the job rules.
 */
export const importExportMessages = defineMessages({
  'importPanel.file': 'File',
  'importPanel.start': 'Start upload',
  'importPanel.upgrade': 'Upgrade to Premium to unlock import.',
  'importPanel.started.title': '{type} import started',
  'importPanel.started.message': 'Your import has been started and will appear in the box below.',
  'importPanel.partlyUpdated': 'Some {type} were not updated',
  'importPanel.failed.title': 'Your upload could not be imported.',
  'importPanel.failed.message': 'There was a problem during the import. Please try again later.',
  'importPanel.imported.title': '{type} imported',
  'importPanel.imported.message': 'Your changes have been saved.',
  'importHistory.retention': 'Imports are removed after 1 week.',
  'importHistory.empty': 'No recent {name} imports',
  'importHistory.cancelled': 'Import cancelled',
  'importHistory.cancelFailed': 'Unable to cancel import at this time',

  'exportPanel.title': 'Download a spreadsheet of {type} metafields',
  'exportPanel.start': 'Start export',
  'exportPanel.upgrade': 'Upgrade to Premium to unlock import/export.',
  'exportPanel.itemCount': '{count, plural, one {# item} other {# items}}',
  'exportPanel.started': 'Your export has been started and will appear in the box below.',
  'exportPanel.startFailed': 'Your export could not be started.',
  'exportHistory.retention': 'Exports are removed after 1 week.',
  'exportHistory.empty': 'No recent exports',
  'exportHistory.emptyOfType': 'No recent {type} exports',
  'exportHistory.cancelled': 'Export cancelled',
  'exportHistory.cancelFailed': 'Unable to cancel export at this time',

  'jobHistory.column.startedAt': 'Started at',
  'jobHistory.column.duration': 'Duration',
  'jobHistory.column.progress': 'Progress',
  'jobHistory.column.itemsProcessed': 'Items processed',
  'jobHistory.column.results': 'Results',
  'jobHistory.download': 'Download',
  // Both the error icon's label and the Errors modal header.
  'jobHistory.errors': 'Errors',
  'jobErrorsModal.empty': 'No errors found.',
});

export type ImportExportMessageKey = keyof typeof importExportMessages;

export function importExportMessage(
  key: ImportExportMessageKey,
  values?: MessageValues,
): MessageDescriptor {
  return messageDescriptor(importExportMessages, key, values);
}
