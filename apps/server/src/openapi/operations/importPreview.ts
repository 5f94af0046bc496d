import { importPreviewPageSchema, importPreviewQuerySchema } from '@metafields/core';
import * as z from 'zod';
import { jobLimitsNote } from '../../jobs/jobLimits.js';
import type { ApiOperation } from '../operation.js';

/** What a family's preview operations differ by: their address, names and job's shape. */
interface PreviewFamily {
  /** The ids' prefix, e.g. `MetafieldImport` or `ProductMetafieldImportJob`. */
  name: string;
  /** A job's address, e.g. `/api/stores/{storeHash}/metafields/import/{type}/{id}`. */
  jobPath: string;
  tag: string;
  params: z.ZodObject;
  job: z.ZodType;
  /** Who may call them, added to each description. */
  gated: string;
}

/**
 * An import family's preview (issue 28): a page of the changes a preview found, and its Apply.
 * The form's `mode` `preview` starts one.
 */
export function previewOperations(family: PreviewFamily): ApiOperation[] {
  const { name, jobPath, tag, params, job, gated } = family;
  return [
    {
      id: `preview${name}`,
      method: 'GET',
      path: `${jobPath}/preview`,
      summary: 'The changes an import preview found',
      description: `A page of the preview's changes in file order (one per cell of a shared row), of one \`outcome\` or all, with every outcome's count; readable while the preview runs. An import that is not a preview is not found. ${gated}`,
      tag,
      access: 'store',
      params,
      query: importPreviewQuerySchema,
      answers: [{ status: 200, description: 'The page.', schema: importPreviewPageSchema }],
    },
    {
      id: `apply${name}Preview`,
      method: 'POST',
      path: `${jobPath}/apply`,
      summary: 'Apply a preview: import its file',
      description: `Starts the import of the preview's own file, read with the shared metafields the preview read it with, as an upload would. Only a completed preview can be applied (409 otherwise). ${jobLimitsNote} ${gated}`,
      tag,
      access: 'store',
      params,
      answers: [
        {
          status: 201,
          description: 'The import job, as the upload answers it.',
          schema: z.object({ data: job, error: z.string().optional() }),
        },
      ],
      errors: [409, 429],
    },
  ];
}

/** The form field that starts a preview rather than an import. */
export const previewModeField = {
  mode: { type: 'string', enum: ['import', 'preview'], default: 'import' },
} as const;
