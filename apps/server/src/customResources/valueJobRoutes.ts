import fastifyMultipart from '@fastify/multipart';
import { importExportMessage } from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { csvUploadLimits, readCsvUpload } from '../jobs/csvUpload.js';
import { englishText } from '../englishText.js';
import { downloadUrl, jobFamilyRoutes, type JobFamily } from '../jobs/jobRoutes.js';
import { columnKindsOf } from '../jobs/xlsx/columnKinds.js';
import type { JobKind, JobRecord } from '../jobs/jobsRepo.js';
import { previewRoutes } from '../jobs/previewRoutes.js';
import { undoRoutes } from '../jobs/undoRoutes.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { createImportJob } from '../jobs/jobUploads.js';
import { wireJob } from '../jobs/wire.js';
import { bearerToken } from '../stores/storeAccess.js';
import { invalid, parseInput } from '../validation.js';
import type { CustomResourceArea } from './objectRoutes.js';
import { readValueImportFile } from './valueImportFile.js';
import { valueImportParams } from './valueImportJob.js';
import { valueJobFileName, valueJobScope } from './valueJobScope.js';

/** The largest values file an import takes (issue 7: files up to 50 MB). */
export const MAX_VALUE_FILE_BYTES = 50 * 1024 * 1024;

/** The import form's field besides the file: `mode` `preview` starts a preview (issue 28). */
const valueImportFields = z.strictObject({ mode: z.enum(['import', 'preview']).optional() });

/** An export takes no options: no body, or an empty object. */
export const valueExportBody = z.strictObject({});

/**
 * Custom resource values as CSV jobs (spec sections 2, 7 and 8), under
 * `/api/stores/{hash}/custom-objects/{id}/values`:
 *
 * - `GET /export` and `GET /import`: the history of the retention week, most recent first;
 * - `POST /export` (no payload): starts an export of all the resource's values, 201 `{ data: job }`;
 * - `POST /import` (multipart, the file in `files`, at most 50 MB): checks the header at once (a
 *   wrong one answers 422 and starts nothing), then starts the import, 201 `{ data: job }` with
 *   `error` ('Some {resources} were not updated') when rows were refused while reading;
 * - `DELETE /export/{exportId}` and `DELETE /import/{importId}`: cancel, between batches;
 * - `POST /import/{importId}/undo` (issue 28): an undo job (type `undo`) putting back the values
 *   the import changed, refusing per row where a value was changed since (`valueUndoJob.ts`);
 * - `GET /export/{exportId}/download` and `GET /import/{importId}/download`: the exported file,
 *   or the uploaded one. The spec does not show these paths; they follow the history's address
 *   as the metafield downloads do, and the history gives each job's as `download_url`.
 *
 * Reading needs the plan; starting and cancelling also an active store (`valueJobScope`).
 */
export function valueJobRoutes(app: FastifyInstance, area: CustomResourceArea): void {
  const { context } = area;
  const scopeOf = valueJobScope(area);
  const base = '/api/stores/:storeHash/custom-objects/:id/values';

  function family(kind: JobKind, word: 'export' | 'import', notFound: string): JobFamily {
    const idParam = `${word}Id`;
    return {
      kind,
      base: `${base}/${word}`,
      cancelPath: `/:${idParam}`,
      idParam,
      async scopeOf(request: FastifyRequest, write: boolean) {
        const { store, object } = await scopeOf(request, write);
        return { storeHash: store.store_hash, subject: String(object.id) };
      },
      // Booleans, dates and whole numbers of the resource's fields as typed cells in .xlsx.
      columnKinds: async (job) =>
        columnKindsOf(
          (await area.fields.all(Number(job.subject))).map(
            (field) => [field.meta_key, field.content_type] as const,
          ),
        ),
      fileName: async (job) =>
        valueJobFileName(job, (await area.objects.find(job.storeHash, Number(job.subject)))?.slug),
      notFound,
      cannotCancel: englishText(importExportMessage(`${word}History.cancelFailed`)),
    };
  }
  const exports = family('value-export', 'export', 'Export not found.');
  const imports = family('value-import', 'import', 'Import not found.');
  jobFamilyRoutes(app, context, exports);
  jobFamilyRoutes(app, context, imports);

  app.post(exports.base, async (request, reply) => {
    const { store, object } = await scopeOf(request, true);
    if (request.body !== undefined) parseInput(valueExportBody, request.body);
    const job = await context.jobs.create({
      storeHash: store.store_hash,
      kind: 'value-export',
      subject: String(object.id),
      type: 'export',
    });
    context.wakeJobs();
    return reply.code(201).send({ data: wireJob(job, downloadUrl(request, exports, job.id)) });
  });

  /**
   * Checks the file's header (a wrong one answers 422 and starts nothing), then files the job
   * with its file (a crash keeps both or neither; refused rows are recorded by the job as it
   * reaches them, in file order) and answers 201, with 'Some {resources} were not updated' when
   * rows were refused while reading.
   */
  async function startImport(
    request: FastifyRequest,
    reply: FastifyReply,
    start: {
      storeHash: string;
      object: { id: number; plural_name: string };
      upload: { text: string; fileName: string };
      params: z.infer<typeof valueImportParams>;
    },
  ) {
    const { object, upload, params } = start;
    const file = readValueImportFile(upload.text, await area.fields.all(object.id));
    if ('refusal' in file) {
      throw invalid({ files: [file.refusal] }, file.refusal);
    }
    const job = await createImportJob(
      context.jobs,
      context.jobFiles,
      {
        storeHash: start.storeHash,
        kind: 'value-import',
        subject: String(object.id),
        type: params.preview ? 'preview' : 'import',
        params,
        fileName: upload.fileName,
      },
      upload.text,
    );
    context.wakeJobs();
    const partly = file.items.some((item) => 'refused' in item);
    const type = object.plural_name;
    return reply.code(201).send({
      data: wireJob(job, downloadUrl(request, imports, job.id)),
      ...(partly && {
        error: englishText(importExportMessage('importPanel.partlyUpdated', { type })),
      }),
    });
  }

  // A preview's Apply: the import of its own file, as its upload by the caller of Apply.
  const paramsOf = (job: JobRecord) => valueImportParams.safeParse(job.params).data;
  previewRoutes(app, context, {
    family: imports,
    isPreview: (job) => paramsOf(job)?.preview === true,
    apply: async (request, reply, job, text) => {
      const { object } = await scopeOf(request, true);
      return startImport(request, reply, {
        storeHash: job.storeHash,
        object,
        upload: { text, fileName: job.fileName ?? '' },
        params: { byApiToken: bearerToken(request) !== undefined },
      });
    },
  });

  // Undo (issue 28): of an import that wrote values, neither a preview nor an undo itself.
  const history = createChangeHistory(context.database);
  undoRoutes(app, context, {
    family: imports,
    undoParams: (job) => {
      const params = paramsOf(job);
      if (!params || params.preview || params.undoOf !== undefined) return undefined;
      const undo: z.infer<typeof valueImportParams> = { byApiToken: false, undoOf: job.id };
      return undo;
    },
    changesOf: (job) =>
      history.countOfJob(job.storeHash, job.id, 'custom-resource', 'custom-resource-value'),
  });

  // Multipart is parsed only in this scope, with this file's limits (as the template import).
  void app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: csvUploadLimits(MAX_VALUE_FILE_BYTES),
    });

    multipart.post(imports.base, async (request, reply) => {
      // Who may import is settled before the file is read.
      const { store, object } = await scopeOf(request, true);
      const upload = await readCsvUpload(request, {
        maxBytes: MAX_VALUE_FILE_BYTES,
        fields: ['mode'],
      });
      const { mode } = parseInput(valueImportFields, upload.fields);
      return startImport(request, reply, {
        storeHash: store.store_hash,
        object,
        upload,
        params: {
          byApiToken: bearerToken(request) !== undefined,
          ...(mode === 'preview' && { preview: true }),
        },
      });
    });
  });
}
