import Papa from 'papaparse';

/**
 * Cuts CSV text arriving in pieces at row ends: a line feed ends a row when the quotes before
 * it are balanced (a quoted cell's own line breaks sit between an odd number of them). So each
 * cut is whole rows that papaparse reads at once, far faster than its row-by-row stream, and
 * only the unfinished row is carried to the next piece. It also measures the longest row.
 */
class CsvRowCutter {
  private carry = '';
  private inQuotes = false;
  private rowStart = 0;
  /** The most characters of any row so far, quotes and line end included. */
  longestRow = 0;

  /** Adds a piece; answers the text of the rows it completes ('' when none). */
  push(text: string): string {
    const from = this.carry.length;
    const all = this.carry + text;
    let lastEnd = -1;
    for (let index = from; index < all.length; index += 1) {
      const code = all.charCodeAt(index);
      if (code === 34) this.inQuotes = !this.inQuotes;
      else if (code === 10 && !this.inQuotes) {
        this.longestRow = Math.max(this.longestRow, index + 1 - this.rowStart);
        this.rowStart = index + 1;
        lastEnd = index;
      }
    }
    this.carry = all.slice(lastEnd + 1);
    this.rowStart -= lastEnd + 1;
    return all.slice(0, lastEnd + 1);
  }

  /** The rest: a last row without a line end. */
  end(): string {
    this.longestRow = Math.max(this.longestRow, this.carry.length);
    const rest = this.carry;
    this.carry = '';
    return rest;
  }
}

const parse = (text: string): string[][] => {
  const rows = Papa.parse<string[]>(text, {
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
  }).data;
  // Text that ends with a line end reads with one empty row after it.
  if (text.endsWith('\n')) rows.pop();
  return rows;
};

/**
 * The rows of a stored CSV file as they stream in, a batch per piece (never the whole file in
 * memory), with the byte order mark of an export dropped from the first cell.
 */
export async function* csvRowBatches(
  chunks: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<string[][]> {
  const decoder = new TextDecoder('utf-8');
  const cutter = new CsvRowCutter();
  let first = true;
  const rowsOf = (text: string) => {
    const rows = text === '' ? [] : parse(text);
    const head = rows[0];
    if (first && head?.[0] !== undefined) {
      head[0] = head[0].replace(/^\uFEFF/, '');
      first = false;
    }
    return rows;
  };
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const rows = rowsOf(cutter.push(text));
    if (rows.length > 0) yield rows;
  }
  const rows = rowsOf(cutter.push(decoder.decode()) + cutter.end());
  if (rows.length > 0) yield rows;
}

/** The most characters of any row of a stored CSV file, read as it streams. */
export async function longestCsvRow(chunks: AsyncIterable<Uint8Array | string>): Promise<number> {
  const decoder = new TextDecoder('utf-8');
  const cutter = new CsvRowCutter();
  for await (const chunk of chunks) {
    cutter.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  cutter.push(decoder.decode());
  cutter.end();
  return cutter.longestRow;
}
