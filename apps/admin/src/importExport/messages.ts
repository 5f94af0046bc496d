import { defineMessages } from '@metafields/design-system';

/**
 * The texts of the Import/Export tabs found in no core catalogue: the resource types' singular
 * names, as the spec's titles use them ('Download a spreadsheet of product metafields', 'No
 * recent product imports').
 */
export const messages = defineMessages({
  'importExport.jobType.shared': 'Shared',
  'importExport.jobType.custom': 'Custom',
  'importExport.jobType.preview': 'Preview',
  'importExport.importHistory.title': 'Import history',
  'importExport.exportHistory.title': 'Export history',
  'importExport.reviewPreview': 'Review preview',
});
