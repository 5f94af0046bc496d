import type { ResourceType } from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { parseParams } from '../validation.js';
import { HttpError } from '../http/errors.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';
import type { StoreRecord } from '../stores/stores.js';
import { typeParamsSchema } from '../templates/params.js';

const typeNotFound = () =>
  new HttpError(404, 'not_found', 'There is no import or export for this type.');

export interface MetafieldJobScope {
  store: StoreRecord;
  storeHash: string;
  type: ResourceType;
}

/**
 * Who may reach a type's metafield imports and exports (spec section 6): the store's users or
 * API tokens, on a plan with import-export. Starting and cancelling need an active store; the
 * history stays readable once the app is uninstalled.
 */
export function metafieldJobScope(context: AreaContext) {
  return async function scopeOf(
    request: FastifyRequest,
    write: boolean,
  ): Promise<MetafieldJobScope> {
    const store = await storeOfRequest(request, context, { allowInactive: !write });
    requireFeature(store, 'import-export');
    const { type } = parseParams(typeParamsSchema, request.params, typeNotFound);
    return { store, storeHash: store.store_hash, type };
  };
}
