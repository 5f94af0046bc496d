import fastifyMultipart from '@fastify/multipart';
import {
  importExportMessage,
  resourceTypes,
  type ExportType,
  type ResourceType,
} from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { csvUploadLimits, readCsvUpload } from '../jobs/csvUpload.js';
import { parseInput } from '../validation.js';
import { englishText } from '../englishText.js';
import type { PlatformStore } from '../platformClient/json.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import { readImportFile } from './importFile.js';
import { importFields } from './importRoutes.js';
import { recordExportFileName, recordMetafieldsCsv } from './recordTransferExport.js';
import { importRecordFile } from './recordTransferImport.js';
import { appliedChanges } from './appliedChanges.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { actorOfRequest } from '../stores/storeAccess.js';
import { recordOfAddress, variantOfAddress, type TransferRecord } from './recordTransferRecord.js';
import { recordTransferScope } from './recordTransferScope.js';

/** The largest per-record import file: one record's metafields fit in far less. */
export const MAX_RECORD_FILE_BYTES = 5 * 1024 * 1024;

/** More templates than a type ever has: the shared layout takes every one. */
const ALL_TEMPLATES = 100_000;

/** The types addressed as `/{plural}/{id}`; variants sit under their product. */
export const recordTypes = resourceTypes.filter(
  (entry): entry is Exclude<(typeof resourceTypes)[number], { singular: 'variant' }> =>
    entry.singular !== 'variant',
);

export const variantBase =
  '/api/stores/:storeHash/products/:productId/variants/:variantId/metafields';
export const recordBase = (plural: string) => `/api/stores/:storeHash/${plural}/:id/metafields`;

export interface Address {
  base: string;
  type: ResourceType;
  /** The record of a request's address, once the platform has it (else 404). */
  recordOf(platform: PlatformStore, params: unknown): Promise<TransferRecord>;
}

export const addresses: Address[] = [
  ...recordTypes.map(({ singular, plural }): Address => ({
    base: recordBase(plural),
    type: singular,
    recordOf: (platform, params) => recordOfAddress(platform, singular, params),
  })),
  { base: variantBase, type: 'variant', recordOf: variantOfAddress },
];

/**
 * One record's metafields as a CSV file, out and back in (issue 7; spec section 7's per-resource
 * export and import, section 8's messages), answered at once: no job. `{base}` is
 * `/api/stores/{hash}/{brands|categories|channels|customers|locations|orders|products}/{id}/metafields`
 * or `/api/stores/{hash}/products/{productId}/variants/{variantId}/metafields`.
 *
 * - `GET {base}/export`: every metafield of the record the app sees, in core's custom layout
 *   (variants with `product_id`), `text/csv`, an attachment `{type}-{id}-metafields.csv`.
 * - `POST {base}/import`: multipart, the CSV in `files` (or `file`), `importType` `custom` (the
 *   default) or `shared`, at most 5 MB. Read as the bulk import reads it: a file it cannot read
 *   or whose header has any problem answers 422 and nothing is written. Each row must be this
 *   record's; the others are row errors, as bad rows are, and the good rows still apply
 *   (created, updated when they differ, removed by `mode` delete). The answer is 200
 *   `{ data: { created, updated, deleted, errors } }`, with `error: 'Some {type} were not
 *   updated'` (core's, as the bulk import answers) when some rows were not applied. A variant
 *   row's `product_id` is not checked, as the bulk import does not: the variant id alone names
 *   the metafield's record on the platform.
 *
 * Both need the import-export plan and an installed store (`recordTransferScope`), and a record
 * the platform has: 404 in core's words ('Product not found'), a variant of another product
 * than the address's too ('Variant not found'). The platform's 429 passes on; its failures 502.
 */
export function recordTransferRoutes(app: FastifyInstance, context: AreaContext): void {
  const scopeOf = recordTransferScope(context);
  const templates = createTemplatesRepo(context.database);
  const history = createChangeHistory(context.database);

  async function recordOf(request: FastifyRequest, address: Address) {
    const platform = await scopeOf(request);
    return { platform, record: await address.recordOf(platform, request.params) };
  }

  for (const address of addresses) {
    app.get(`${address.base}/export`, async (request, reply) => {
      const { platform, record } = await recordOf(request, address);
      const csv = await recordMetafieldsCsv(platform, record);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${recordExportFileName(record)}"`)
        .send(csv);
    });
  }

  // Multipart is parsed only in this scope, with this route's limits.
  void app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: csvUploadLimits(MAX_RECORD_FILE_BYTES),
    });

    for (const address of addresses) {
      multipart.post(`${address.base}/import`, async (request) => {
        // Who may import, and whose metafields, are settled before the file is read.
        const { platform, record } = await recordOf(request, address);
        const upload = await readCsvUpload(request, {
          maxBytes: MAX_RECORD_FILE_BYTES,
          fields: ['importType'],
        });
        const importType: ExportType =
          parseInput(importFields, upload.fields).importType ?? 'custom';
        const shared =
          importType === 'shared'
            ? (
                await templates.list(
                  { storeHash: platform.storeHash, type: record.type },
                  { page: 1, perPage: ALL_TEMPLATES, search: '' },
                )
              ).rows
            : [];
        const file = readImportFile(upload.text, record.type, importType, shared);
        const who = { actor: actorOfRequest(request), jobId: null, requestId: request.id };
        const result = await importRecordFile(platform, record, file, (applied) =>
          // Written by then: a history that cannot be written is logged, not the import's failure.
          history
            .add(platform.storeHash, appliedChanges(applied, record.type, who))
            .catch((error: unknown) => request.log.error({ err: error }, 'changes not recorded')),
        );

        const plural = resourceTypes.find((entry) => entry.singular === record.type)?.plural;
        const partly = importExportMessage('importPanel.partlyUpdated', {
          type: plural ?? record.type,
        });
        return {
          data: result,
          ...(result.errors.length > 0 && { error: englishText(partly) }),
        };
      });
    }
  });
}
