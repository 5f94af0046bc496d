import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { contentTypeRoutes } from './contentTypeRoutes.js';
import { fieldRoutes } from './fieldRoutes.js';
import { createFieldsRepo } from './fieldsRepo.js';
import { objectRoutes, type CustomResourceArea } from './objectRoutes.js';
import { createObjectsRepo } from './objectsRepo.js';
import { valueJobRoutes } from './valueJobRoutes.js';
import { valueRoutes } from './valueRoutes.js';

/**
 * Custom resources, their fields and values, under `/api/stores/{hash}/custom-objects`: the store's
 * users or API tokens only (`storeOfRequest`), on a plan with the custom-objects feature.
 * Writes carry the CSRF token through the session hook, as every write does.
 */
export function customResourceRoutes(app: FastifyInstance, context: AreaContext): void {
  const area: CustomResourceArea = {
    context,
    objects: createObjectsRepo(context.database),
    fields: createFieldsRepo(context.database),
  };
  objectRoutes(app, area);
  fieldRoutes(app, area);
  contentTypeRoutes(app, area);
  valueRoutes(app, area);
  valueJobRoutes(app, area);
}
