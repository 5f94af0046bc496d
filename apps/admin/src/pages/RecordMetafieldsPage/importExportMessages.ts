import { defineMessages } from '@metafields/design-system';

/** A record's Import/Export tab: the lines no core catalogue has. */
export const importExportMessages = defineMessages({
  'recordImportExport.import.title': 'Upload a spreadsheet of metafields',
  'recordImportExport.export.of': 'Metafields of',
  'recordImportExport.export.ofProduct': 'This product',
  'recordImportExport.export.ofVariants': 'Its variants',
});
