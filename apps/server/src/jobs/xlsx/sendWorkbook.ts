import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { csvRowBatches } from './csvRowsOf.js';
import { csvToWorkbook, firstOverlongRow, type ColumnKind } from './csvToWorkbook.js';
import { excelCellMaxChars } from './workbookRefused.js';

const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const cellTooLong = (row: number) => {
  const message =
    `Row ${row} has a cell longer than the ${excelCellMaxChars.toLocaleString('en')} characters ` +
    'an Excel cell may hold. Download the CSV file instead: it holds every value whole.';
  return new HttpError(422, 'cell_too_long', message, { format: [message] });
};

/**
 * Answers a stored CSV file (`chunks` reads it, from the start, each time it is called) as an
 * `.xlsx` attachment, converted as it streams (ADR 0031). A cell longer than Excel allows
 * answers 422 first, naming the row, since the workbook could not hold it whole.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  chunks: () => AsyncIterable<Uint8Array | string>,
  kinds?: ReadonlyMap<string, ColumnKind>,
) {
  const overlong = await firstOverlongRow(chunks);
  if (overlong !== undefined) throw cellTooLong(overlong);
  const out = new PassThrough();
  // The workbook is written as the response is read; a failure ends the response early.
  csvToWorkbook(csvRowBatches(chunks()), out, kinds).catch((error: unknown) =>
    out.destroy(error as Error),
  );
  return reply
    .type(xlsxContentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(out);
}
