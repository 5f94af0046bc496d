import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { platformStoreOf, type PlatformStore } from '../platformClient/json.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';

/**
 * Who may export or import one record's metafields: the rules of the bulk jobs
 * (`metafieldJobScope`: the store's users or API tokens, on a plan with import-export), here for
 * routes that address a record rather than a type. Both directions need an installed store:
 * they are the record page's Import and Export actions, which the spec keeps for an active
 * store (section 6), and both call the platform at once with the store's token, which
 * uninstalling clears; the bulk history stays readable only because it is the server's own.
 */
export function recordTransferScope(context: AreaContext) {
  return async function scopeOf(request: FastifyRequest): Promise<PlatformStore> {
    const store = await storeOfRequest(request, context);
    requireFeature(store, 'import-export');
    return platformStoreOf(context.config, store);
  };
}
