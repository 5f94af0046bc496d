import { customLayoutHeader, customLayoutRow } from '@metafields/core';
import type { PlatformStore } from '../platformClient/json.js';
import { csvRows, writeCsv } from '../templates/csvFile.js';
import { listRecordMetafields } from '../templates/recordMetafields.js';
import type { TransferRecord } from './recordTransferRecord.js';

/** `product-12-metafields.csv`: the type's singular name and the record's own id. */
export const recordExportFileName = (record: TransferRecord) =>
  `${record.type}-${record.id}-metafields.csv`;

/**
 * Every metafield of the record the app sees, as the custom layout's file, in id order (a
 * variant's rows carry its product's id): the bytes a bulk export of these metafields writes,
 * byte order mark, CRLF after every row, so either file imports the same way.
 */
export async function recordMetafieldsCsv(
  platform: PlatformStore,
  record: TransferRecord,
): Promise<string> {
  const metafields = await listRecordMetafields(platform, record.type, record.id);
  const rows = [...metafields]
    .sort((a, b) => a.id - b.id)
    .map((metafield) => customLayoutRow(record.type, record, metafield));
  return `${writeCsv([customLayoutHeader(record.type)])}\r\n${csvRows(rows)}`;
}
