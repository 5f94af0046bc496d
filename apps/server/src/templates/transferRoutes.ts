import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { csvUploadLimits, readCsvUpload } from '../jobs/csvUpload.js';
import { downloadQuery } from '../jobs/jobRoutes.js';
import { sendWorkbook } from '../jobs/xlsx/sendWorkbook.js';
import { createObjectsRepo } from '../customResources/objectsRepo.js';
import { parseInput } from '../validation.js';
import { templateAccess } from './scope.js';
import { exportFileName, templatesCsv } from './templateExport.js';
import { importTemplates, previewTemplates } from './templateImport.js';

/** The largest templates file accepted: a few thousand templates fit in far less. */
export const MAX_TEMPLATE_FILE_BYTES = 5 * 1024 * 1024;

/** The export takes no options: no body, or an empty object (a JSON null is a mistake). */
export const exportBody = z.strictObject({});

/** The import form's field besides the file: `mode` `preview` (issue 28) writes nothing. */
export const importFields = z.strictObject({ mode: z.enum(['import', 'preview']).optional() });

/**
 * Template import and export as CSV (spec sections 2 and 7), in core's templates file layout:
 *
 * - `POST /api/stores/{hash}/templates/export/{entity}` answers the type's templates in sort
 *   order as `text/csv`, an attachment named `{entity}-shared-fields-export.csv`, `{entity}`
 *   being the type as addressed (singular or plural); with `?format=xlsx` as an Excel workbook
 *   named `.xlsx` (ADR 0031).
 * - `POST /api/stores/{hash}/templates/import/{entity}` takes the file as multipart (field
 *   `files`, or `file`) and answers `{ data: { data: { created, updated, errors } } }`. The
 *   spec's "data.data" is read as core's `templateImportNotices` reads it: that rule is given
 *   the parsed body and looks at `body.data.data`, so that is where the result sits. With the
 *   form's `mode` `preview` it writes nothing and answers what each row would do, as a whole
 *   preview page (`{ data, meta: { total, counts } }`).
 *
 * Both are the Import and Export actions of the templates screen, which need the plan and an
 * active store (spec section 6), so both go through `scopeOf(request, true)`, as saves do; an
 * uninstalled store may still list its templates, but not export or import them.
 */
export function transferRoutes(app: FastifyInstance, context: AreaContext): void {
  const { templates, scopeOf } = templateAccess(context);
  const objects = createObjectsRepo(context.database);

  app.post<{ Params: { type: string } }>(
    '/api/stores/:storeHash/templates/export/:type',
    async (request, reply) => {
      const scope = await scopeOf(request, true);
      if (request.body !== undefined) parseInput(exportBody, request.body);
      const { format } = parseInput(downloadQuery, request.query);
      if (format === 'xlsx') {
        const text = await templatesCsv(templates, scope);
        const name = exportFileName(request.params.type).replace(/\.csv$/, '.xlsx');
        return sendWorkbook(reply, name, async function* () {
          yield text;
        });
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(request.params.type)}"`,
        )
        .send(await templatesCsv(templates, scope));
    },
  );

  // Multipart is parsed only in this scope, with this file's limits, so no other route accepts
  // it by accident (the WebDAV upload has its own scope and limits).
  void app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: csvUploadLimits(MAX_TEMPLATE_FILE_BYTES),
    });

    multipart.post('/api/stores/:storeHash/templates/import/:type', async (request) => {
      // Who may import is settled before the file is read.
      const scope = await scopeOf(request, true);
      const upload = await readCsvUpload(request, {
        maxBytes: MAX_TEMPLATE_FILE_BYTES,
        fields: ['mode'],
      });
      const { mode } = parseInput(importFields, upload.fields);
      const resources = await objects.all(scope.storeHash);
      if (mode === 'preview') return previewTemplates(templates, scope, resources, upload.text);
      return { data: { data: await importTemplates(templates, scope, resources, upload.text) } };
    });
  });
}
