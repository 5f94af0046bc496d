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

const notWorkbook = 'The file is not an Excel workbook (.xlsx): it could not be opened as one.';
const bomb = (limit: string) =>
  `The workbook expands to ${limit} when opened, more than an import may read. ` +
  'Save it again in Excel, or export it as CSV.';

/** Fed to fflate in pieces of this size, so that a bomb is stopped soon after it passes. */
const pieceBytes = 16 * 1024;

/**
 * Inflates every entry of a workbook's zip, counting the bytes and keeping none, and refuses a
 * file that is no zip, holds no workbook or worksheet, or inflates past the limits. The counts
 * are the bytes that really came out, never the sizes the zip's headers claim: exceljs, which
 * reads the file afterwards, inflates without limits of its own.
 */
export function guardWorkbookZip(bytes: Uint8Array, limits = workbookInflateLimits): void {
  if (!startsAsZip(bytes)) throw new WorkbookRefused(notWorkbook);
  const names: string[] = [];
  let inflated = 0;
  let refusal: string | undefined;
  const overLimit = () =>
    inflated > limits.maxInflatedBytes ||
    (inflated > limits.ratioFloorBytes && inflated > limits.maxRatio * bytes.length);

  const unzip = new Unzip((entry) => {
    names.push(entry.name);
    entry.ondata = (error, data) => {
      if (refusal !== undefined) return;
      if (error) {
        refusal = notWorkbook;
        return;
      }
      inflated += data.length;
      if (overLimit()) {
        const limit =
          inflated > limits.maxInflatedBytes
            ? `more than ${limits.maxInflatedBytes / 1024 / 1024} MB`
            : `over ${limits.maxRatio} times its size`;
        refusal = bomb(limit);
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let start = 0; start < bytes.length && refusal === undefined; start += pieceBytes) {
      const end = Math.min(start + pieceBytes, bytes.length);
      unzip.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch {
    refusal ??= notWorkbook;
  }
  if (refusal !== undefined) throw new WorkbookRefused(refusal);
  const hasWorkbook = names.includes('xl/workbook.xml');
  const hasSheet = names.some((name) => /^xl\/worksheets\/[^/]{1,200}\.xml$/.test(name));
  if (!hasWorkbook || !hasSheet) throw new WorkbookRefused(notWorkbook);
}
