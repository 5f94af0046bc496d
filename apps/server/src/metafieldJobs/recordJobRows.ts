import { csvMessage } from '@metafields/core';
import { englishText } from '../englishText.js';
import type { JobRecordScope } from './exportRequest.js';
import type { ImportFile, ImportRow } from './importFile.js';

/** The id a record tab's import rows must name: the record's (variants are not imported here). */
const ownerOf = (record: JobRecordScope) => record.id;

/**
 * A record tab's import (issue 23) changes that record's metafields only: a row naming another
 * record is a row error, as in the per-record import, and is not applied. The same file and
 * record always give the same rows, so the job reads its saved file as the upload did.
 */
export function keepRecordRows(file: ImportFile, record: JobRecordScope): ImportFile {
  const rows: ImportRow[] = [];
  const refused = [...file.refused];
  for (const row of file.rows) {
    const other = row.writes.find((write) => write.resource_id !== ownerOf(record));
    if (other === undefined) {
      rows.push(row);
      continue;
    }
    const message = `The row is for ${record.type} ${other.resource_id}, not ${record.type} ${record.id}, whose metafields this import changes.`;
    const reason = englishText(csvMessage('csv.error.row', { row: row.row, message }));
    refused.push({ row: row.row, reason });
  }
  return { rows, errors: refused.map(({ reason }) => reason), refused };
}
