import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { WorkbookRefused } from './workbookRefused.js';

/** How far a workbook may inflate before it is taken for a zip bomb (ADR 0031). */
export interface InflateLimits {
  /** The most bytes all entries together may inflate to. */
  maxInflatedBytes: number;
  /** Past `ratioFloorBytes` inflated, the most the inflated total may be times the file's size. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const workbookInflateLimits: InflateLimits = {
  maxInflatedBytes: 512 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 16 * 1024 * 1024,
};

const zipSignature = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes begin as a zip file does (a local file header). */
export function startsAsZip(bytes: Uint8Array): boolean {
  return zipSignature.every((byte, index) => bytes[index] === byte);
}

export const notWorkbook =
  'The file is not an Excel workbook (.xlsx): it could not be opened as one.';

const bomb = (limit: string) =>
  `The workbook expands to ${limit} when opened, more than an import may read. ` +
  'Save it again in Excel, or export it as CSV.';

/** Fed to fflate in pieces of this size, so that a bomb is stopped soon after it passes. */
const pieceBytes = 16 * 1024;

/** Where an entry's text goes as it inflates (UTF-8 decoded, in pieces). */
export type EntryText = (text: string) => void;

/**
 * Inflates a workbook's zip as a stream, handing the text of the entries `textOf` wants to it
 * piece by piece, and answers the names of all entries. Entries it does not want are skipped
 * when `inflateAll` is false, else inflated and counted. Refuses (WorkbookRefused) a file that
 * is no zip, or whose inflated bytes pass the limits: the counts are the bytes that really come
 * out, never the sizes the zip's headers claim, and the refusal comes as soon as they pass.
 * An error thrown by a `textOf` handler (a refused sheet) stops it too, and is thrown on.
 */
export function inflateWorkbook(
  bytes: Uint8Array,
  textOf: (name: string) => EntryText | undefined,
  { inflateAll = true, limits = workbookInflateLimits } = {},
): string[] {
  if (!startsAsZip(bytes)) throw new WorkbookRefused(notWorkbook);
  const names: string[] = [];
  let inflated = 0;
  let failure: Error | undefined;
  const overLimit = () =>
    inflated > limits.maxInflatedBytes ||
    (inflated > limits.ratioFloorBytes && inflated > limits.maxRatio * bytes.length);

  const unzip = new Unzip((entry) => {
    names.push(entry.name);
    const sink = textOf(entry.name);
    if (sink === undefined && !inflateAll) return;
    const decoder = new TextDecoder('utf-8');
    entry.ondata = (error, data, final) => {
      if (failure !== undefined) return;
      if (error) {
        failure = new WorkbookRefused(notWorkbook);
        return;
      }
      inflated += data.length;
      if (overLimit()) {
        const limit =
          inflated > limits.maxInflatedBytes
            ? `more than ${limits.maxInflatedBytes / 1024 / 1024} MB`
            : `over ${limits.maxRatio} times its size`;
        failure = new WorkbookRefused(bomb(limit));
        entry.terminate();
        return;
      }
      if (sink === undefined) return;
      try {
        sink(decoder.decode(data, { stream: !final }));
      } catch (caught) {
        failure = caught instanceof Error ? caught : new WorkbookRefused(notWorkbook);
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let start = 0; start < bytes.length && failure === undefined; start += pieceBytes) {
      const end = Math.min(start + pieceBytes, bytes.length);
      unzip.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch {
    failure ??= new WorkbookRefused(notWorkbook);
  }
  if (failure !== undefined) throw failure;
  return names;
}

/** Inflates every entry only to count it: refuses a zip bomb, as `inflateWorkbook` does. */
export function guardWorkbookZip(bytes: Uint8Array, limits = workbookInflateLimits): string[] {
  return inflateWorkbook(bytes, () => undefined, { limits });
}
