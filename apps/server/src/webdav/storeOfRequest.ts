import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { storeOfRequest } from '../stores/storeAccess.js';

/** The store hash of `/api/stores/:hash/…`, once the request is known to belong to it. */
export async function webdavStoreOf(
  request: FastifyRequest,
  context: AreaContext,
): Promise<string> {
  return (await storeOfRequest(request, context)).store_hash;
}
