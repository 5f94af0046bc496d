import { validationMessages } from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { invalid } from '../validation.js';
import { workbookToCsv, maxSheetRows } from './xlsx/workbookToCsv.js';
import { WorkbookRefused } from './xlsx/workbookRefused.js';

/**
 * The limits @fastify/multipart is registered with for an import's form: one file of at most
 * `maxBytes`, and room for the form's fields plus a few stray ones to be reported by name.
 */
export function csvUploadLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9 };
}

/**
 * An import's form: the file's text and name, and its other fields' values. An Excel workbook's
 * first sheet arrives here as CSV text, so every import reads one kind of file (ADR 0031).
 */
export interface CsvUpload {
  text: string;
  fileName: string;
  fields: Record<string, string>;
}

/** The file's field: `files`, as the metafield imports send it, or `file`. */
const FILE_FIELDS = new Set(['files', 'file']);

const tooLarge = (field: string, maxBytes: number) => {
  const message = `The file is larger than ${maxBytes / 1024 / 1024} MB.`;
  return new HttpError(413, 'file_too_large', message, { [field]: [message] });
};

const tooManyParts = () =>
  new HttpError(413, 'too_many_parts', 'Upload one CSV file, and no other fields.');

const notCsvMessage =
  'The file must be a CSV file (comma-separated, UTF-8 text) or an Excel workbook (.xlsx).';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The CSV text of a file, or undefined when it is not one: the name must end in `.csv` and the
 * bytes must be UTF-8 text (a NUL byte means a binary file, whatever its name says).
 */
function csvText(fileName: string, bytes: Buffer): string | undefined {
  if (!fileName.toLowerCase().endsWith('.csv')) return undefined;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  return text.includes('\u0000') ? undefined : text;
}

/**
 * The CSV text of an upload: a `.xlsx` file's first sheet converted, else the CSV file's text.
 * A workbook refused for its content answers 422 with the reason on the file's field.
 */
async function uploadText(
  file: { field: string; name: string; bytes: Buffer },
  maxBytes: number,
): Promise<string> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) {
    const text = csvText(file.name, file.bytes);
    if (text === undefined) throw invalid({ [file.field]: [notCsvMessage] }, notCsvMessage);
    return text;
  }
  try {
    return await workbookToCsv(file.bytes, { maxRows: maxSheetRows, maxTextBytes: maxBytes });
  } catch (error) {
    if (!(error instanceof WorkbookRefused)) throw error;
    throw invalid({ [file.field]: [error.message] }, error.message);
  }
}

/**
 * Reads the multipart form of an import: the CSV or Excel file and the `fields` the form may carry.
 * Every part is read first (so the request is drained whatever is wrong); then a file over
 * `maxBytes` answers 413, and a missing file, an unknown field, or a file that is not CSV
 * answers 422 by field, as does a workbook refused for its content.
 */
export async function readCsvUpload(
  request: FastifyRequest,
  { maxBytes, fields = [] }: { maxBytes: number; fields?: readonly string[] },
): Promise<CsvUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the CSV file as multipart/form-data, in the field files.',
    );
  }
  const errors: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  let file: { field: string; name: string; bytes: Buffer } | undefined;
  let truncatedField: string | undefined;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (fields.includes(part.fieldname)) values[part.fieldname] = String(part.value);
        else errors[part.fieldname] ??= ['This field is not recognised.'];
        continue;
      }
      // Read even a refused file: the rest of the form comes after it in the stream.
      const bytes = await part.toBuffer();
      if (!FILE_FIELDS.has(part.fieldname)) {
        errors[part.fieldname] ??= ['This field is not recognised.'];
      } else if (part.file.truncated) {
        truncatedField = part.fieldname;
      } else {
        file = { field: part.fieldname, name: part.filename.trim(), bytes };
      }
    }
  } catch (error) {
    // @fastify/multipart's limit errors carry 413; anything else (a cut connection) is a 400.
    if ((error as { statusCode?: number }).statusCode === 413) throw tooManyParts();
    throw new HttpError(400, 'bad_request', 'The upload could not be read.');
  }

  if (truncatedField !== undefined) throw tooLarge(truncatedField, maxBytes);
  if (Object.keys(errors).length > 0) {
    throw invalid(errors);
  }
  if (file === undefined) {
    throw invalid(
      { files: [validationMessages['validation.required']] },
      'Choose a CSV file to import.',
    );
  }
  const text = await uploadText(file, maxBytes);
  return { text, fileName: file.name, fields: values };
}
