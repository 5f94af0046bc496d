import type { JsonSchema } from '../operation.js';

const csvFile = (description: string): JsonSchema => ({
  type: 'string',
  contentMediaType: 'text/csv',
  description,
});

/**
 * An import's upload form, described by hand: `csvUpload.ts` reads it part by part, so there
 * is no zod schema of the whole. The file goes in `files` (or `file`, when the route reads
 * both), with the form's other fields beside it.
 */
export function csvUploadForm(options: {
  /** What the file holds, after its size. */
  file: string;
  maxBytes: number;
  /** Whether `file` is read as well as `files`. */
  eitherName?: boolean;
  fields?: Record<string, JsonSchema>;
}): JsonSchema {
  const file = csvFile(
    `CSV, UTF-8 (with or without a byte order mark), at most ${options.maxBytes / 1024 / 1024} MB. ${options.file}`,
  );
  return {
    type: 'object',
    properties: {
      files: file,
      ...(options.eitherName && {
        file: csvFile('The same file under the other name the route reads.'),
      }),
      ...options.fields,
    },
    ...(!options.eitherName && { required: ['files'] }),
    additionalProperties: false,
  };
}
