import type { CustomObject } from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';
import type { StoreRecord } from '../stores/stores.js';
import type { CustomResourceArea } from './objectRoutes.js';
import { parseParams } from '../validation.js';
import { objectNotFound, objectParamsSchema } from './addresses.js';

export interface ValueJobScope {
  store: StoreRecord;
  object: CustomObject;
}

/**
 * Who may reach a resource's value imports and exports (spec sections 2 and 6): the store's
 * users or API tokens, on a plan with both custom resources and import-export (core's
 * `isValueImportExportAllowed`). Starting and cancelling also need an active store, as that
 * rule does; the history and downloads stay readable once the app is uninstalled. Another
 * store's resource is not found.
 */
export function valueJobScope(area: CustomResourceArea) {
  return async function scopeOf(request: FastifyRequest, write: boolean): Promise<ValueJobScope> {
    const store = await storeOfRequest(request, area.context, { allowInactive: !write });
    requireFeature(store, 'custom-objects');
    requireFeature(store, 'import-export');
    const { id } = parseParams(objectParamsSchema, request.params, objectNotFound);
    const object = await area.objects.find(store.store_hash, id);
    if (!object) throw objectNotFound();
    return { store, object };
  };
}

/**
 * A download's name: `{resource key}-values-{YYYY-MM-DD}.csv` for an export, the day it was
 * asked for; an import's file keeps the name it was uploaded with, in plain characters.
 */
export function valueJobFileName(job: JobRecord, slug: string | undefined): string {
  // The uploaded name goes into a header: only plain characters are kept.
  if (job.kind === 'value-import' && job.fileName) return job.fileName.replace(/[^\w .()-]/g, '_');
  const day = job.createdAt.slice(0, 10);
  const suffix = job.kind === 'value-import' ? '-import' : '';
  return `${slug ?? 'resource'}-values${suffix}-${day}.csv`;
}
