import {
  builtInContentTypeName,
  builtInContentTypeSlugs,
  type ContentType,
} from '@metafields/core';
import type { FastifyInstance } from 'fastify';
import { storeOfRequest } from '../stores/storeAccess.js';
import type { CustomResourceArea } from './objectRoutes.js';

/**
 * `GET /api/stores/{hash}/content-types`: the built-in types, then the store's custom
 * resources (a field of that type references the resource). Names are English; the admin
 * shows built-ins in the user's language from core's messages and falls back to these.
 * Not gated: shared metafields (premium) choose content types too.
 */
export function contentTypeRoutes(app: FastifyInstance, area: CustomResourceArea): void {
  app.get('/api/stores/:storeHash/content-types', async (request) => {
    const store = await storeOfRequest(request, area.context);
    const data: ContentType[] = [
      ...builtInContentTypeSlugs.map((slug) => ({
        slug,
        name: builtInContentTypeName(slug).defaultMessage,
      })),
      ...(await area.objects.all(store.store_hash)).map(({ slug, name }) => ({ slug, name })),
    ];
    return { data, meta: { total: data.length } };
  });
}
