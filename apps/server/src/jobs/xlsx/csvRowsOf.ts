import { Readable } from 'node:stream';
import Papa from 'papaparse';

/**
 * The rows of a stored CSV file as they stream in, a few chunks at a time (never the whole file
 * in memory), with the byte order mark of an export dropped from the first cell.
 */
export async function* csvRowsOf(chunks: AsyncIterable<Uint8Array | string>) {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
  }) as NodeJS.ReadWriteStream;
  const input = Readable.from(chunks);
  input.on('error', (error) => parser.emit('error', error));
  input.pipe(parser);
  let first = true;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (first && row[0] !== undefined) row[0] = row[0].replace(/^\uFEFF/, '');
    first = false;
    yield row;
  }
}
