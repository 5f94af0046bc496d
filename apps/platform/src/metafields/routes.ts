import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { batchHandlers } from './batch.js';
import { MetafieldLister } from './listMetafields.js';
import { MetafieldRepository } from './repository.js';
import { metafieldResources } from './resources.js';
import { singleHandlers } from './single.js';

/**
 * The platform answers a metafield path under `/v2` exactly as under `/v3`, so every route is
 * registered under both.
 */
const VERSIONS = ['/v3', '/v2'] as const;

/**
 * A batch may carry many metafields of up to 65,535 characters each; the documents give no
 * maximum number of items, so only the size of the request is bounded.
 */
const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/** Metafields v3 on the eight resource types, single and batch, and the v2 paths. */
export function metafieldRoutes(scope: FastifyInstance, context: AreaContext): void {
  const deps = {
    repository: new MetafieldRepository(context.db),
    lister: new MetafieldLister(context.db),
  };
  for (const resource of metafieldResources) {
    const single = singleHandlers(resource, deps);
    const batch = batchHandlers(resource, deps);
    const one = `${resource.path}/:${resource.metafieldParam}`;
    const batchOptions = { bodyLimit: BATCH_BODY_LIMIT };
    for (const version of VERSIONS) {
      scope.get(`${version}${resource.path}`, single.list);
      scope.post(`${version}${resource.path}`, single.create);
      scope.get(`${version}${one}`, single.get);
      scope.put(`${version}${one}`, single.update);
      scope.delete(`${version}${one}`, single.delete);
      scope.get(`${version}${resource.batchPath}`, batch.list);
      scope.post(`${version}${resource.batchPath}`, batchOptions, batch.create);
      scope.put(`${version}${resource.batchPath}`, batchOptions, batch.update);
      scope.delete(`${version}${resource.batchPath}`, batchOptions, batch.delete);
    }
  }
}
