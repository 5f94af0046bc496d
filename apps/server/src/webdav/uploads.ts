import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { sanitiseSvg } from '../sanitiser/svg.js';
import { checkFileType, MAX_FILE_BYTES, MAX_FILES } from './fileTypes.js';
import { FirstErrors } from '../validation.js';
import { isSafeSegment } from './paths.js';

/** A file of an upload, checked: a safe name, an allowed type, within the size cap. */
export interface Upload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The multipart form of `POST /files`: `directory` (a text field) and one or more `files`. */
export interface UploadForm {
  directory: string | undefined;
  files: Upload[];
}

const FILES_FIELD = 'files';
const DIRECTORY_FIELD = 'directory';

/** The limits @fastify/multipart is registered with for this area (see `routes.ts`). */
export const uploadLimits = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES,
  fields: 4,
  fieldSize: 2048,
  parts: MAX_FILES + 4,
};

/**
 * The bytes to store. The storefront serves files from the store's own address, so an SVG
 * image, which may carry scripts, is stored sanitised (undefined when no image is left).
 */
function safeContent(contentType: string, bytes: Buffer): Buffer | undefined {
  return contentType === 'image/svg+xml' ? sanitiseSvg(bytes) : bytes;
}

const tooMany = () =>
  new HttpError(413, 'too_many_parts', `Upload at most ${MAX_FILES} files at a time.`);

/**
 * Reads every part (so the request is drained whatever is wrong), then answers 422 with the
 * problems by field — `files.0`, `directory`, … — or the form.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const errors = new FirstErrors();
  const addError = (field: string, message: string) => errors.add(field, message);
  const files: Upload[] = [];
  let directory: string | undefined;
  let index = 0;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === DIRECTORY_FIELD && typeof part.value === 'string') {
          directory = part.value;
        } else addError(part.fieldname, 'This field is not recognised.');
        continue;
      }
      const field = `${FILES_FIELD}.${index}`;
      index += 1;
      // Read even a refused file: the rest of the form comes after it in the stream.
      const bytes = await part.toBuffer();
      if (part.fieldname !== FILES_FIELD) {
        addError(part.fieldname, 'This field is not recognised.');
        continue;
      }
      const fileName = part.filename.trim();
      if (part.file.truncated) {
        addError(field, `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`);
      } else if (!isSafeSegment(fileName)) {
        addError(field, 'The file name must not contain slashes, backslashes, % or "..".');
      } else {
        const type = checkFileType(fileName, bytes);
        if ('refused' in type) addError(field, type.refused);
        else {
          const kept = safeContent(type.contentType, bytes);
          if (kept) files.push({ fileName, contentType: type.contentType, bytes: kept });
          else addError(field, 'The file is not an SVG image.');
        }
      }
    }
  } catch (error) {
    // @fastify/multipart's limit errors carry 413; anything else (a cut connection) is a 400.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooMany();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'bad_request', 'The upload could not be read.');
  }

  if (index === 0) addError(FILES_FIELD, 'Choose at least one file.');
  errors.throwIfAny();
  return { directory, files };
}
