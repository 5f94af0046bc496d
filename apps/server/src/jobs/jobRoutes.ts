import { Readable } from 'node:stream';
import { historyRetentionMs } from '@metafields/core';
import * as z from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { idParam, parseInput, parseParams } from '../validation.js';
import { HttpError } from '../http/errors.js';
import type { JobKind, JobRecord } from './jobsRepo.js';
import { hasDownload, wireJob } from './wire.js';
import type { ColumnKind } from './xlsx/csvToWorkbook.js';
import { sendWorkbook } from './xlsx/sendWorkbook.js';

/** Who may reach a family's jobs, and which subject the address names (a type, a resource). */
export interface JobFamily {
  kind: JobKind;
  /** The family's address, e.g. `/api/stores/:storeHash/metafields/export/:type`. */
  base: string;
  /** The cancel address under `base`: `/:id/batch` for metafields, `/:exportId` for values. */
  cancelPath: string;
  /**
   * The job id's parameter name, `id` unless given: a base that already holds an `:id` (a
   * custom resource's) names its jobs otherwise (`exportId`, `importId`).
   */
  idParam?: string;
  /**
   * The store and subject of the address, after the store, plan and subject checks; `write`
   * for starting and cancelling (an active store), not for reading the history.
   */
  scopeOf(request: FastifyRequest, write: boolean): JobScope | Promise<JobScope>;
  /** The download's file name, e.g. `products-metafields-2026-11-22.csv`. */
  fileName(job: JobRecord): string | Promise<string>;
  /**
   * The types of columns the export knows (a shared layout's templates, a custom resource's
   * fields), so that the `.xlsx` download writes their booleans and dates as typed cells.
   */
  columnKinds?(job: JobRecord): Promise<ReadonlyMap<string, ColumnKind>>;
  /** Texts of the family's 404 and 409 (spec section 8: 'Unable to cancel import…'). */
  notFound: string;
  cannotCancel: string;
}

interface JobScope {
  storeHash: string;
  subject: string;
}

/** `?format=xlsx` downloads the file as an Excel workbook; CSV otherwise (ADR 0031). */
export const downloadQuery = z.object({
  format: z
    .enum(['csv', 'xlsx'])
    .optional()
    .describe(
      '`xlsx`: the file as an Excel workbook (one sheet, strings as text, ids as numbers, no formula), converted as it streams; 422 when a cell is longer than Excel allows. CSV by default.',
    ),
});

/** The address of a job's download in its family, as the history gives it. */
export function downloadUrl(request: FastifyRequest, family: JobFamily, id: number): string {
  const params = request.params as Record<string, string>;
  const base = family.base.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return `${base}/${id}/download`;
}

/**
 * A family's history, download and cancel (spec section 7 of both documents):
 * - `GET {base}`: the jobs of the retention week, most recent first, `{ data, meta: { total } }`;
 * - `GET {base}/{id}/download`: the file, for a completed or cancelled job (an export's CSV,
 *   partial when cancelled; an import's uploaded file, as CSV); `?format=xlsx` as a workbook;
 * - cancel (`DELETE {base}{cancelPath}`): asks a running job to stop between batches; a job
 *   already over answers 409 with the spec's 'Unable to cancel …' text.
 * A job of another store, kind or subject is not found.
 */
export function jobFamilyRoutes(app: FastifyInstance, context: AreaContext, family: JobFamily) {
  const idName = family.idParam ?? 'id';
  async function jobOf(request: FastifyRequest, write: boolean) {
    const { storeHash, subject } = await family.scopeOf(request, write);
    const notFound = () => new HttpError(404, 'not_found', family.notFound);
    const params = request.params as Record<string, unknown>;
    const id = parseParams(idParam, params[idName], notFound);
    const job = await context.jobs.find(storeHash, family.kind, subject, id);
    if (!job) throw notFound();
    return job;
  }

  app.get(family.base, async (request) => {
    const { storeHash, subject } = await family.scopeOf(request, false);
    const since = new Date(Date.now() - historyRetentionMs);
    const jobs = await context.jobs.history(storeHash, family.kind, subject, since);
    return {
      data: jobs.map((job) => wireJob(job, downloadUrl(request, family, job.id))),
      meta: { total: jobs.length },
    };
  });

  app.get(`${family.base}/:${idName}/download`, async (request, reply: FastifyReply) => {
    const { format } = parseInput(downloadQuery, request.query);
    const job = await jobOf(request, false);
    const file = family.kind.endsWith('import') ? 'input.csv' : 'output.csv';
    if (!hasDownload(job) || !(await context.jobFiles.exists(job.id, file))) {
      throw new HttpError(404, 'not_found', 'This job has no file to download.');
    }
    if (format === 'xlsx') {
      const name = (await family.fileName(job)).replace(/\.csv$/i, '') + '.xlsx';
      const kinds = await family.columnKinds?.(job);
      return sendWorkbook(reply, name, () => context.jobFiles.read(job.id, file), kinds);
    }
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${await family.fileName(job)}"`)
        // Streamed a few chunks at a time, from whichever instance wrote them.
        .send(Readable.from(context.jobFiles.read(job.id, file)))
    );
  });

  app.delete(`${family.base}${family.cancelPath}`, async (request) => {
    const job = await jobOf(request, true);
    if (!(await context.jobs.requestCancel(job.storeHash, job.id))) {
      throw new HttpError(409, 'job_finished', family.cannotCancel);
    }
    return { data: wireJob(await context.jobs.read(job.id), downloadUrl(request, family, job.id)) };
  });
}
