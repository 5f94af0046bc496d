import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { bearerToken, storeOfRequest } from '../stores/storeAccess.js';
import type { StoreRecord } from '../stores/stores.js';

/**
 * The store of a billing route, for a signed-in person only. An API token is refused (403)
 * on every billing route, reads included: tokens are for the store's data, while billing holds
 * a company's address and invoices and spends money. An uninstalled store's billing stays
 * open, reads and writes: its merchant must still be able to see invoices, pay, and above all
 * cancel.
 */
export async function billingStoreOfRequest(
  request: FastifyRequest,
  context: Pick<AreaContext, 'stores'>,
): Promise<StoreRecord> {
  // Tenancy first: another store's token answers 404 as anything else of that store does.
  const store = await storeOfRequest(request, context, { allowInactive: true });
  if (bearerToken(request) !== undefined) {
    throw new HttpError(
      403,
      'token_not_allowed',
      'Billing is managed by people signed in to the app, not with an API token.',
    );
  }
  return store;
}
