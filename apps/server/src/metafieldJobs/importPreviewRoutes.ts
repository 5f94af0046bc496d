import type { ResourceType } from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import type { JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { previewRoutes } from '../jobs/previewRoutes.js';
import { readImportFile } from './importFile.js';
import { importParamsSchema, importRecordType, type ImportParams } from './importParams.js';
import type { ImportStart } from './importRoutes.js';
import { keepRecordRows } from './recordJobRows.js';

/** The record type an import job reads its file as: its record's, or its subject's. */
function typeOf(job: JobRecord, params: ImportParams): ResourceType {
  const type = importRecordType(job.subject, params);
  if (!type) throw new HttpError(404, 'not_found', 'Preview not found.');
  return type;
}

/**
 * A metafield import family's previews (a type's imports, a record tab's; `previewRoutes`):
 * Apply reads the preview's file with the templates, and keeps it to the record, the preview
 * read it with.
 */
export function importPreviewRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    startImport,
  }: {
    family: JobFamily;
    /** Files an import as an upload does (`startImportJob`). */
    startImport: (request: FastifyRequest, reply: FastifyReply, start: ImportStart) => unknown;
  },
) {
  const paramsOf = (job: JobRecord) => importParamsSchema.safeParse(job.params).data;
  previewRoutes(app, context, {
    family,
    isPreview: (job) => paramsOf(job)?.preview === true,
    apply: (request, reply, job, text) => {
      const params = paramsOf(job);
      if (!params) throw new HttpError(404, 'not_found', 'Preview not found.');
      const resource = typeOf(job, params);
      const read = readImportFile(text, resource, params.importType, params.templates);
      return startImport(request, reply, {
        storeHash: job.storeHash,
        subject: job.subject,
        resource,
        params: { ...params, preview: false },
        upload: { fileName: job.fileName ?? '', text },
        file: params.record ? keepRecordRows(read, params.record) : read,
      });
    },
  });
}
