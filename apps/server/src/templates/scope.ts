import { isFeatureAllowed, metafieldMessages } from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { parseParams } from '../validation.js';
import { HttpError } from '../http/errors.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';
import type { StoreRecord } from '../stores/stores.js';
import {
  templateNotFound,
  templateParamsSchema,
  typeNotFound,
  typeParamsSchema,
} from './params.js';
import { platformStoreOf, type PlatformStore } from '../platformClient/json.js';
import { createTemplatesRepo, type TemplateScope } from './templatesRepo.js';

const planRequiredToSave = () =>
  new HttpError(403, 'plan_required', metafieldMessages['sharedMetafieldsTab.upgrade']);

export type StoreScope = TemplateScope & { store: StoreRecord };

/**
 * Who may reach a type's templates, shared by every templates route: the store's users or API
 * tokens, on a plan with shared metafields (spec section 6); reads stay open once the app is
 * uninstalled, writes need an active store.
 */
export function templateAccess(context: AreaContext) {
  const templates = createTemplatesRepo(context.database);

  /** The store and type of the address; `write` asks for an active store and the plan to save. */
  async function scopeOf(request: FastifyRequest, write: boolean): Promise<StoreScope> {
    const store = await storeOfRequest(request, context, { allowInactive: !write });
    // A save names what it lacks in the spec's words for it (section 5); reads, the plan's.
    if (write && !isFeatureAllowed('shared-metafields', store)) throw planRequiredToSave();
    requireFeature(store, 'shared-metafields');
    const { type } = parseParams(typeParamsSchema, request.params, typeNotFound);
    return { store, storeHash: store.store_hash, type };
  }

  /** The template the address names, within its store and type, or 404. */
  async function templateOf(request: FastifyRequest, write: boolean) {
    const scope = await scopeOf(request, write);
    const { id } = parseParams(templateParamsSchema, request.params, templateNotFound);
    const template = await templates.find(scope, id);
    if (!template) throw templateNotFound();
    return { scope, template };
  }

  /** How to call the platform for the store. */
  async function platformOf(scope: TemplateScope): Promise<PlatformStore> {
    const installed = await context.stores.find(scope.storeHash);
    if (!installed) throw templateNotFound();
    return platformStoreOf(context.config, installed);
  }

  return { templates, scopeOf, templateOf, platformOf };
}
