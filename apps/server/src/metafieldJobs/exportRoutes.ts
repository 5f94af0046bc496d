import {
  exportLimitBlock,
  resourceTypes,
  templateUniqueId,
  type ResourceType,
} from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { jobFamilyRoutes, downloadUrl, type JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { columnKindsOf } from '../jobs/xlsx/columnKinds.js';
import { wireJob } from '../jobs/wire.js';
import { platformJson, platformStoreOf } from '../platformClient/json.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import { invalid } from '../validation.js';
import { countExportRecords } from './exportRecords.js';
import { exportParamsSchema, hasFilter, parseExportRequest } from './exportRequest.js';
import { metafieldJobScope } from './scope.js';

export const exportBase = '/api/stores/:storeHash/metafields/export/:type';

const pluralOf = (type: string) =>
  resourceTypes.find((entry) => entry.singular === type)?.plural ?? type;

/** `products-metafields-2026-11-22.csv`: the type, and the store's day the export was asked. */
export function exportFileName(job: JobRecord): string {
  const params = exportParamsSchema.safeParse(job.params);
  const day = params.success ? params.data.today : job.createdAt.slice(0, 10);
  return `${pluralOf(job.subject)}-metafields-${day}.csv`;
}

const noTemplates = () =>
  invalid({
    exportType: [
      'A shared export needs shared metafields of this type. Create one, or choose the custom export.',
    ],
  });

/**
 * Metafield export (issue 7; spec section 7): start, estimate, and the family's history,
 * download and cancel. Start and estimate read the same body, `{ exportType, filter? }`.
 */
export function exportRoutes(app: FastifyInstance, context: AreaContext): void {
  const scopeOf = metafieldJobScope(context);
  const templates = createTemplatesRepo(context.database);

  /** The request, checked, and the number of records it covers. */
  async function estimate(request: FastifyRequest) {
    const scope = await scopeOf(request, true);
    const params = parseExportRequest(scope.type, request.body, scope.store.timezone_name);
    const platform = platformStoreOf(context.config, scope.store);
    const count = await countExportRecords(
      (call) => platformJson(platform, call),
      scope.type,
      params,
    );
    return { scope, params, count };
  }

  app.post(`${exportBase}/estimate`, async (request) => {
    const { count } = await estimate(request);
    return { data: { count } };
  });

  app.post(exportBase, async (request, reply) => {
    const { scope, params, count } = await estimate(request);
    if (params.exportType === 'shared' && !(await hasTemplates(scope.storeHash, scope.type))) {
      throw noTemplates();
    }
    refuseOverLimit(scope.type, count, hasFilter(params.filter));
    const job = await context.jobs.create({
      storeHash: scope.storeHash,
      kind: 'metafield-export',
      subject: scope.type,
      type: params.exportType,
      params,
    });
    context.wakeJobs();
    return reply.code(201).send({ data: wireJob(job, downloadUrl(request, exportFamily, job.id)) });
  });

  async function hasTemplates(storeHash: string, type: ResourceType) {
    const { total } = await templates.list(
      { storeHash, type },
      { page: 1, perPage: 1, search: '' },
    );
    return total > 0;
  }

  const exportFamily: JobFamily = {
    kind: 'metafield-export',
    base: exportBase,
    cancelPath: '/:id/batch',
    async scopeOf(request, write) {
      const { storeHash, type } = await scopeOf(request, write);
      return { storeHash, subject: type };
    },
    fileName: exportFileName,
    // A shared layout's columns are templates: their booleans, dates and whole numbers typed.
    async columnKinds(job) {
      if (job.type !== 'shared') return new Map();
      const scope = { storeHash: job.storeHash, type: job.subject as ResourceType };
      const columns: (readonly [string, string])[] = [];
      for (let page = 1; ; page++) {
        const { rows } = await templates.list(scope, { page, perPage: 250, search: '' });
        columns.push(...rows.map((row) => [templateUniqueId(row), row.content_type] as const));
        if (rows.length < 250) return columnKindsOf(columns);
      }
    },
    notFound: 'Export not found.',
    cannotCancel: 'Unable to cancel export at this time',
  };
  jobFamilyRoutes(app, context, exportFamily);
}

/** More than 150,000 items refuses the export with core's title and message (spec section 5). */
export function refuseOverLimit(type: ResourceType, count: number, filtered: boolean): void {
  const blocked = exportLimitBlock({
    resourceType: type,
    estimatedCount: count,
    hasFilter: filtered,
  });
  if (blocked) {
    throw new HttpError(
      422,
      'export_limit',
      englishText(blocked.message),
      undefined,
      englishText(blocked.title),
    );
  }
}
