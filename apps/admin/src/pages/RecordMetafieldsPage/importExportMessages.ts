import { defineMessages } from '@metafields/design-system';

/**
 * A record's Import/Export tab: the record type's name as the import notices title it
 * ('{item} imported'), and the lines no core catalogue has.
 */
export const importExportMessages = defineMessages({
  'recordImportExport.export.description':
    'A CSV file of every metafield of this record, in the layout the import reads back.',
  'recordImportExport.import.title': 'Upload a spreadsheet of metafields',
});
