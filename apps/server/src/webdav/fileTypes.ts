/** The largest file accepted per upload; the platform's own file manager caps uploads alike. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Files in one upload request. */
export const MAX_FILES = 20;

interface FileType {
  contentType: string;
  /** The first bytes every such file starts with, when the format has a signature. */
  signature?: (bytes: Buffer) => boolean;
}

const startsWith =
  (...prefixes: number[][]) =>
  (bytes: Buffer): boolean =>
    prefixes.some((prefix) => prefix.every((byte, index) => bytes[index] === byte));
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const jpeg: FileType = { contentType: 'image/jpeg', signature: startsWith([0xff, 0xd8, 0xff]) };
const zip = startsWith(ascii('PK\u0003\u0004'), ascii('PK\u0005\u0006'));

/**
 * What file fields may hold: the images the editor previews (png, jpg, jpeg, webp, gif, svg;
 * spec "Custom resource value editor"), PDFs, and common documents. The extension decides the
 * type, and formats with a signature must carry it, so a script renamed `.png` is refused.
 */
const FILE_TYPES: Record<string, FileType> = {
  png: { contentType: 'image/png', signature: startsWith([0x89, ...ascii('PNG\r\n\u001a\n')]) },
  jpg: jpeg,
  jpeg,
  gif: { contentType: 'image/gif', signature: startsWith(ascii('GIF87a'), ascii('GIF89a')) },
  webp: {
    contentType: 'image/webp',
    signature: (bytes) =>
      startsWith(ascii('RIFF'))(bytes) && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  svg: { contentType: 'image/svg+xml' },
  pdf: { contentType: 'application/pdf', signature: startsWith(ascii('%PDF-')) },
  txt: { contentType: 'text/plain' },
  csv: { contentType: 'text/csv' },
  zip: { contentType: 'application/zip', signature: zip },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: zip,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: zip,
  },
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES);

/** A file name's extension, lower-cased, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The name without its extension, as a file object's `name` holds it. */
export function baseNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The content type to store the file with, or a sentence saying why it is refused. */
export function checkFileType(
  fileName: string,
  bytes: Buffer,
): { contentType: string } | { refused: string } {
  const type = FILE_TYPES[extensionOf(fileName)];
  if (!type) {
    return { refused: `Only these file types can be uploaded: ${ALLOWED_EXTENSIONS.join(', ')}.` };
  }
  if (type.signature && !type.signature(bytes)) {
    return { refused: `The file's content does not match its .${extensionOf(fileName)} name.` };
  }
  return { contentType: type.contentType };
}
