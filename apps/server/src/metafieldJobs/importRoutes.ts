import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  importExportMessage,
  importRequestSchema,
  resourceTypes,
  type ExportType,
  type ResourceType,
} from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { csvUploadLimits, readCsvUpload } from '../jobs/csvUpload.js';
import { parseInput } from '../validation.js';
import { englishText } from '../englishText.js';
import { downloadUrl, jobFamilyRoutes, type JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { createImportJob } from '../jobs/jobUploads.js';
import { wireJob } from '../jobs/wire.js';
import { createTemplatesRepo, type TemplateScope } from '../templates/templatesRepo.js';
import {
  importTemplateSchema,
  readImportFile,
  type ImportFile,
  type ImportTemplate,
} from './importFile.js';
import type { ImportParams } from './importParams.js';
import { importPreviewRoutes } from './importPreviewRoutes.js';
import { metafieldJobScope } from './scope.js';
import { undoRoutes } from './undoRoutes.js';

/** The largest import file (issue 7): larger ones answer 413 before anything is read. */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;

export const importBase = '/api/stores/:storeHash/metafields/import/:type';

/**
 * The form's fields besides the file; `importType` defaults to the custom layout, and `mode`
 * `preview` (issue 28) starts a preview of the import rather than the import.
 */
export const importFields = z.strictObject({
  importType: importRequestSchema.shape.importType,
  mode: z.enum(['import', 'preview']).optional(),
});

const pluralOf = (type: string) =>
  resourceTypes.find((entry) => entry.singular === type)?.plural ?? type;

/**
 * The download's name: the file's as uploaded, kept to characters a header carries safely
 * (a quote or a line end would end the header early).
 */
function downloadName(job: JobRecord): string {
  const name = (job.fileName ?? '').replace(/[^\w.\- ()]/g, '_');
  return name === '' ? `${pluralOf(job.subject)}-metafields-import.csv` : name;
}

/** Every template of the type, in sort order: the shared layout's columns. */
async function templatesOf(context: AreaContext, scope: TemplateScope): Promise<ImportTemplate[]> {
  const templates = createTemplatesRepo(context.database);
  const all: ImportTemplate[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await templates.list(scope, { page, perPage: 250, search: '' });
    all.push(...rows);
    if (rows.length < 250 || all.length >= total) return all;
  }
}

/**
 * Metafield import (issue 7; spec sections 2, 7 and 8):
 * - `POST {base}`: multipart, the CSV in `files` (or `file`) and `importType` (`shared` or
 *   `custom`, the default). The file is read at once: one that cannot be read, or whose header
 *   has any problem, answers 422 and nothing is made. Otherwise the job is created with the bad
 *   rows already listed as its errors, and the answer is 201 `{ data: job }`, with
 *   `error: 'Some {type} were not updated'` when some rows were refused.
 * - History, download (the file as uploaded) and cancel (`DELETE {base}/{id}/batch`).
 */
/** What a metafield import job is started with: its store, whose records, the file read. */
export interface ImportStart {
  storeHash: string;
  /** The jobs' subject: the type of a list's import, the record of a record tab's. */
  subject: string;
  /** The type of the records imported, which the sentence of refused rows names. */
  resource: ResourceType;
  /** The job's type is the import's (`custom` or `shared`), as the history's badge shows. */
  params: ImportParams;
  upload: { fileName: string; text: string };
  file: ImportFile;
}

/**
 * Files the import job with its upload and refused rows (made together: a crash keeps all or
 * none), wakes the runner, and answers 201 with the job and, when rows were refused, the
 * spec's 'Some {type} were not updated'.
 */
export async function startImportJob(
  context: AreaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  family: JobFamily,
  start: ImportStart,
) {
  const { file, upload } = start;
  const job = await createImportJob(
    context.jobs,
    context.jobFiles,
    {
      storeHash: start.storeHash,
      kind: 'metafield-import',
      subject: start.subject,
      // The history's badge tells a preview from the import it may become.
      type: start.params.preview ? 'preview' : start.params.importType,
      params: start.params,
      fileName: path.basename(upload.fileName),
    },
    upload.text,
    { total: file.rows.length, errors: file.errors },
  );
  context.wakeJobs();
  const partly = importExportMessage('importPanel.partlyUpdated', {
    type: pluralOf(start.resource),
  });
  return reply.code(201).send({
    data: wireJob(job, downloadUrl(request, family, job.id)),
    ...(file.errors.length > 0 && { error: englishText(partly) }),
  });
}

export function importRoutes(app: FastifyInstance, context: AreaContext): void {
  const scopeOf = metafieldJobScope(context);
  const family: JobFamily = {
    kind: 'metafield-import',
    base: importBase,
    cancelPath: '/:id/batch',
    scopeOf: async (request, write) => {
      const { storeHash, type } = await scopeOf(request, write);
      return { storeHash, subject: type };
    },
    fileName: downloadName,
    notFound: 'Import not found.',
    cannotCancel: englishText(importExportMessage('importHistory.cancelFailed')),
  };
  jobFamilyRoutes(app, context, family);
  importPreviewRoutes(app, context, {
    family,
    startImport: (request, reply, start) => startImportJob(context, request, reply, family, start),
  });
  undoRoutes(app, context, family);

  // Multipart is parsed only in this scope, with this route's limits.
  void app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: csvUploadLimits(MAX_IMPORT_FILE_BYTES),
    });

    multipart.post(importBase, async (request, reply) => {
      // Who may import is settled before the file is read.
      const scope = await scopeOf(request, true);
      const upload = await readCsvUpload(request, {
        maxBytes: MAX_IMPORT_FILE_BYTES,
        fields: ['importType', 'mode'],
      });
      const fields = parseInput(importFields, upload.fields);
      const importType: ExportType = fields.importType ?? 'custom';
      const templates = importType === 'shared' ? await templatesOf(context, scope) : [];
      const file = readImportFile(upload.text, scope.type, importType, templates);

      const params: ImportParams = {
        importType,
        templates: templates.map((template) => importTemplateSchema.parse(template)),
        ...(fields.mode === 'preview' && { preview: true }),
      };
      return startImportJob(context, request, reply, family, {
        storeHash: scope.storeHash,
        subject: scope.type,
        resource: scope.type,
        params,
        upload,
        file,
      });
    });
  });
}
