import fastifyMultipart from '@fastify/multipart';
import {
  exportRequestSchema,
  importExportMessage,
  resourceTypes,
  type ExportType,
  type ResourceType,
} from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { csvUploadLimits, readCsvUpload } from '../jobs/csvUpload.js';
import { englishText } from '../englishText.js';
import { downloadUrl, jobFamilyRoutes, type JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { wireJob } from '../jobs/wire.js';
import { platformStoreOf } from '../platformClient/json.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';
import { recordNotFound } from '../templates/recordLookup.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import { invalid, parseInput, parseParams } from '../validation.js';
import { parseExportRequest, recordJobType, type JobRecordScope } from './exportRequest.js';
import { importTemplateSchema, readImportFile } from './importFile.js';
import type { ImportParams } from './importParams.js';
import { importFields, startImportJob } from './importRoutes.js';
import { importPreviewRoutes } from './importPreviewRoutes.js';
import { keepRecordRows } from './recordJobRows.js';
import { recordParamsSchema, variantParamsSchema } from './recordTransferRecord.js';
import { undoRoutes } from './undoRoutes.js';
import { addresses, MAX_RECORD_FILE_BYTES, type Address } from './recordTransferRoutes.js';

/** More templates than a type ever has: the shared layout takes every one. */
const ALL_TEMPLATES = 100_000;

/** A record tab's export body: the list's, and for a product whose metafields ('Metafields of'). */
export const recordExportRequestSchema = z.strictObject({
  ...exportRequestSchema.shape,
  of: z.enum(['record', 'variants']).optional(),
});

const pluralOf = (type: string) =>
  resourceTypes.find((entry) => entry.singular === type)?.plural ?? type;

/**
 * The job subject of an address: `product:7`, a variant's `product:7/variant:70`. The id is
 * read from the address alone, so the history needs no platform call.
 */
function subjectOf(address: Address, params: unknown): string {
  if (address.type === 'variant') {
    const { productId, variantId } = parseParams(variantParamsSchema, params, () =>
      recordNotFound('variant'),
    );
    return `product:${productId}/variant:${variantId}`;
  }
  const { id } = parseParams(recordParamsSchema, params, () => recordNotFound(address.type));
  return `${address.type}:${id}`;
}

/**
 * A record tab's export and import jobs (issue 23; spec sections 2 and 7): the list's jobs,
 * restricted to one record. `{base}` is a record's metafields address (see
 * `recordTransferRoutes`); under it:
 * - `POST {base}/export/jobs`: `{ exportType, filter?, of? }`, 201 the job. `of` (products only)
 *   exports the product's own metafields (`record`, the default) or its variants'. The filter
 *   keeps the record only when it matches (variants: through their product).
 * - `POST {base}/import/jobs`: multipart as the list's import, at most 5 MB; rows of another
 *   record are the job's row errors and are not applied.
 * - `GET {base}/export/jobs`, `GET {base}/import/jobs`: the record's history; download and
 *   cancel (`DELETE …/jobs/{id}/batch`) as the list's.
 * - Preview, Apply and undo (`POST {base}/import/jobs/{id}/undo`) as the list's (issue 28).
 * Starting needs an installed store and a record the platform has; the history stays readable.
 */
export function recordJobRoutes(app: FastifyInstance, context: AreaContext): void {
  const templates = createTemplatesRepo(context.database);
  const allTemplates = async (storeHash: string, type: ResourceType) =>
    (await templates.list({ storeHash, type }, { page: 1, perPage: ALL_TEMPLATES, search: '' }))
      .rows;

  async function scopeOf(request: FastifyRequest, address: Address, write: boolean) {
    const store = await storeOfRequest(request, context, { allowInactive: !write });
    requireFeature(store, 'import-export');
    return { store, storeHash: store.store_hash, subject: subjectOf(address, request.params) };
  }

  /** The record of a start, once the platform has it, and the job's subject. */
  async function startScope(request: FastifyRequest, address: Address) {
    const scope = await scopeOf(request, address, true);
    const platform = platformStoreOf(context.config, scope.store);
    const found = await address.recordOf(platform, request.params);
    return { ...scope, found };
  }

  const familyOf = (
    address: Address,
    kind: 'metafield-export' | 'metafield-import',
    fileName: (job: JobRecord) => string,
  ): JobFamily => ({
    kind,
    base: `${address.base}/${kind === 'metafield-export' ? 'export' : 'import'}/jobs`,
    idParam: 'jobId',
    cancelPath: '/:jobId/batch',
    scopeOf: async (request, write) => {
      const { storeHash, subject } = await scopeOf(request, address, write);
      return { storeHash, subject };
    },
    fileName,
    notFound: kind === 'metafield-export' ? 'Export not found.' : 'Import not found.',
    cannotCancel:
      kind === 'metafield-export'
        ? 'Unable to cancel export at this time'
        : englishText(importExportMessage('importHistory.cancelFailed')),
  });

  for (const address of addresses) {
    const exportFamily = familyOf(address, 'metafield-export', (job) => {
      const day = job.createdAt.slice(0, 10);
      return `${job.subject.replace(/[^\w-]/g, '-')}-metafields-${day}.csv`;
    });
    jobFamilyRoutes(app, context, exportFamily);

    app.post(exportFamily.base, async (request, reply) => {
      const { store, storeHash, subject, found } = await startScope(request, address);
      const { of = 'record', ...body } = parseInput(recordExportRequestSchema, request.body ?? {});
      if (of === 'variants' && found.type !== 'product') {
        throw invalid({ of: ['Only a product has variants to export.'] });
      }
      const record: JobRecordScope = { ...found, of };
      const type = recordJobType(record);
      const params = parseExportRequest(type, body, store.timezone_name);
      if (params.exportType === 'shared' && (await allTemplates(storeHash, type)).length === 0) {
        throw invalid({
          exportType: [
            'A shared export needs shared metafields of this type. Create one, or choose the custom export.',
          ],
        });
      }
      const job = await context.jobs.create({
        storeHash,
        kind: 'metafield-export',
        subject,
        type: params.exportType,
        params: { ...params, record },
      });
      context.wakeJobs();
      return reply
        .code(201)
        .send({ data: wireJob(job, downloadUrl(request, exportFamily, job.id)) });
    });

    const importFamily = familyOf(address, 'metafield-import', (job) => {
      const name = (job.fileName ?? '').replace(/[^\w.\- ()]/g, '_');
      return name === '' ? `${pluralOf(address.type)}-metafields-import.csv` : name;
    });
    jobFamilyRoutes(app, context, importFamily);
    importPreviewRoutes(app, context, {
      family: importFamily,
      startImport: (request, reply, start) =>
        startImportJob(context, request, reply, importFamily, start),
    });
    undoRoutes(app, context, importFamily);

    // Multipart is parsed only in this scope, with this route's limits.
    void app.register(async (multipart) => {
      await multipart.register(fastifyMultipart, {
        throwFileSizeLimit: false,
        limits: csvUploadLimits(MAX_RECORD_FILE_BYTES),
      });
      multipart.post(importFamily.base, async (request, reply) => {
        // Who may import, and whose metafields, are settled before the file is read.
        const { storeHash, subject, found } = await startScope(request, address);
        const upload = await readCsvUpload(request, {
          maxBytes: MAX_RECORD_FILE_BYTES,
          fields: ['importType', 'mode'],
        });
        const fields = parseInput(importFields, upload.fields);
        const importType: ExportType = fields.importType ?? 'custom';
        const shared = importType === 'shared' ? await allTemplates(storeHash, found.type) : [];
        const record: JobRecordScope = { ...found, of: 'record' };
        const file = keepRecordRows(
          readImportFile(upload.text, found.type, importType, shared),
          record,
        );
        const params: ImportParams = {
          importType,
          templates: shared.map((template) => importTemplateSchema.parse(template)),
          record,
          ...(fields.mode === 'preview' && { preview: true }),
        };
        return startImportJob(context, request, reply, importFamily, {
          storeHash,
          subject,
          resource: found.type,
          params,
          upload,
          file,
        });
      });
    });
  }
}
