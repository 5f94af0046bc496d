import { defineMessages } from '@metafields/design-system';

/**
 * The texts of the Import/Export tabs found in no core catalogue: the resource types' singular
 * names, as the spec's titles use them ('Download a spreadsheet of product metafields', 'No
 * recent product imports').
 */
export const messages = defineMessages({
  'importExport.jobType.shared': 'Shared',
  'importExport.jobType.custom': 'Custom',
  'importExport.jobType.import': 'Import',
  'importExport.jobType.preview': 'Preview',
  'importExport.jobType.undo': 'Undo',
  'importExport.importHistory.title': 'Import history',
  'importExport.exportHistory.title': 'Export history',
  'importExport.reviewPreview': 'Review preview',
  'importExport.undo.action': 'Undo this import',
  'importExport.undo.title': 'Undo import {id}?',
  'importExport.undo.body':
    'The values this import changed go back to what they were before it. A value changed again since is left as it is, and listed in the undo’s errors.',
  'importExport.undo.confirm': 'Undo import',
  'importExport.undo.started':
    'The undo of import {id} has started and will appear in the history.',
});
