import { metafieldMessages, type Template } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { createObjectsRepo } from '../customResources/objectsRepo.js';
import { parseInput, parseParams } from '../validation.js';
import { HttpError } from '../http/errors.js';
import {
  templateListQuerySchema,
  templateNotFound,
  templateParamsSchema,
  reorderBodySchema,
  defaultPerPage,
} from './params.js';
import { liveMetafieldCount } from './metafieldCount.js';
import { deleteMetafields, templateMetafieldIds } from './platformMetafields.js';
import { recordMetafieldRoutes } from './recordMetafieldRoutes.js';
import { templateAccess } from './scope.js';
import { idMismatch, templateWrite } from './templateBody.js';
import { transferRoutes } from './transferRoutes.js';
import { TemplateKeyTaken, type TemplateScope, type TemplateWrite } from './templatesRepo.js';

/** Two templates may not write the same metafields (spec section 8's conflict message). */
const keyTaken = () =>
  new HttpError(409, 'conflict', metafieldMessages['metafieldForm.conflict'], {
    meta_key: [metafieldMessages['metafieldForm.conflict']],
  });

/**
 * Shared metafield templates: `/api/stores/{hash}/templates/{type}[/{id}]`, `type` one of the
 * eight resource types (singular, or plural as the admin's routes name them). Who may reach them
 * is `templateAccess`'s rule. Writes carry the CSRF token through the
 * session hook. Answers: the list `{ templates, meta: { total } }` (section 7), one template as
 * `{ data }`.
 *
 * Reorder reuses PUT or POST (section 7): an update naming the template's new `sort_order` (the
 * client's `sortOrderAfterMove`) puts it there and moves the others aside, in one transaction;
 * `PUT /templates/{type}` with a list of `{ id, sort_order }` moves several at once.
 */
export function templateRoutes(app: FastifyInstance, context: AreaContext): void {
  const { templates, scopeOf, templateOf, platformOf } = templateAccess(context);
  const objects = createObjectsRepo(context.database);
  const base = '/api/stores/:storeHash/templates/:type';

  /** Refuses a namespace and key another template of the type holds, before writing. */
  async function checkKey(scope: TemplateScope, write: TemplateWrite, id?: number) {
    const owner = await templates.idOfKey(scope, write.namespace, write.meta_key);
    if (owner !== undefined && owner !== id) throw keyTaken();
  }

  async function persist(work: () => Promise<Template | undefined>): Promise<Template> {
    try {
      const saved = await work();
      if (!saved) throw templateNotFound();
      return saved;
    } catch (error) {
      if (error instanceof TemplateKeyTaken) throw keyTaken();
      throw error;
    }
  }

  /** Creates, or updates the template an id names (the address's, else the body's). */
  async function save(request: FastifyRequest, addressId?: number) {
    const scope = await scopeOf(request, true);
    const resources = await objects.all(scope.storeHash);
    const bodyId = (request.body as { id?: unknown } | null | undefined)?.id;
    const targetId = addressId ?? (typeof bodyId === 'number' ? bodyId : undefined);
    const saved = targetId === undefined ? undefined : await templates.find(scope, targetId);
    if (targetId !== undefined && !saved) throw templateNotFound();
    const { id, write } = templateWrite(request.body, resources, saved);
    if (targetId !== undefined && id !== undefined && id !== targetId) throw idMismatch();
    await checkKey(scope, write, targetId);
    if (targetId === undefined) {
      return { created: true, template: await persist(() => templates.create(scope, write)) };
    }
    return {
      created: false,
      template: await persist(() => templates.update(scope, targetId, write)),
    };
  }

  const addressId = (request: FastifyRequest) =>
    parseParams(templateParamsSchema, request.params, templateNotFound).id;

  app.get(base, async (request) => {
    const scope = await scopeOf(request, false);
    const query = parseInput(templateListQuerySchema, request.query ?? {});
    const { rows, total } = await templates.list(scope, query);
    return { templates: rows, meta: { total } };
  });

  app.post(base, async (request, reply) => {
    const { created, template } = await save(request);
    return reply.code(created ? 201 : 200).send({ data: template });
  });

  /**
   * The reorder of several rows at once, `[{ id, sort_order }, …]`, all or nothing: an id that
   * is not one of the type's templates answers 404 and moves none. Answers the first page.
   */
  app.put(base, async (request) => {
    const scope = await scopeOf(request, true);
    const moves = parseInput(reorderBodySchema, request.body);
    if (!(await templates.reorder(scope, moves))) throw templateNotFound();
    const { rows, total } = await templates.list(scope, {
      page: 1,
      perPage: defaultPerPage,
      search: '',
    });
    return { templates: rows, meta: { total } };
  });

  /**
   * One template, with `metafield_count` counted live on the platform for the delete warning;
   * left out when the platform cannot answer (the warning then goes without a count).
   */
  app.get(`${base}/:id`, async (request) => {
    const { scope, template } = await templateOf(request, false);
    const count = await liveMetafieldCount(await platformOf(scope), scope.type, template);
    return { data: count === undefined ? template : { ...template, metafield_count: count } };
  });

  // The store and plan are checked before the id is read, so a store one may not open answers
  // as such whatever the id.
  app.put(`${base}/:id`, async (request) => {
    await scopeOf(request, true);
    return { data: (await save(request, addressId(request))).template };
  });

  app.post(`${base}/:id`, async (request) => {
    await scopeOf(request, true);
    return { data: (await save(request, addressId(request))).template };
  });

  /**
   * Deletes the template and the metafields it wrote on every record of the type, counted and
   * removed through the platform's batch calls first: if the platform cannot be reached, the
   * answer is 502 and nothing is deleted. Answers the template with `metafield_count`, the
   * number of metafields removed.
   */
  app.delete(`${base}/:id`, async (request) => {
    const { scope, template } = await templateOf(request, true);
    const platform = await platformOf(scope);
    const ids = await templateMetafieldIds(platform, scope.type, template);
    const removed = await deleteMetafields(platform, scope.type, ids);
    await templates.remove(scope, template.id);
    return { data: { ...template, metafield_count: removed } };
  });

  recordMetafieldRoutes(app, context);
  transferRoutes(app, context);
}
