import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { clientIdOf, storeOf } from '../auth.js';
import { ERROR_TYPE } from '../errors.js';
import { rawQueryOf } from '../lists/pagination.js';
import { flattenQuery } from '../lists/values.js';
import { isVisibleTo, VISIBLE_SQL } from './access.js';
import { InputInvalid } from './errors.js';
import { batchCreateItem, batchDeleteItem, batchUpdateItem, fieldErrors } from './fields.js';
import { scopeOf, type MetafieldLister } from './listMetafields.js';
import { parseMetafieldListQuery } from './listQuery.js';
import {
  createMetafield,
  deleteMetafield,
  failures,
  updateMetafield,
  type Failure,
  type Outcome,
  type WriteContext,
} from './operations.js';
import type { MetafieldRepository } from './repository.js';
import type { MetafieldOperation, MetafieldResource } from './resources.js';
import { projectMetafield, type MetafieldRow } from './serialize.js';

/**
 * `/{resources}/metafields`: one type's metafields across its resources. A write validates and
 * applies each item on its own, in one transaction: the valid ones are applied, the others are
 * listed, and the answer is 200 if all went through, else the document's 422.
 */

export interface BatchDeps {
  repository: MetafieldRepository;
  lister: MetafieldLister;
}

type Item<T> = { index: number; outcome: Outcome<T> };

const invalidItem = (error: z.ZodError): Outcome<never> => ({
  ok: false,
  failure: { status: 422, title: 'The metafield is not valid.', errors: fieldErrors(error) },
});

/** One `Error` of the documents' partial-success answer, its messages keyed by item index. */
function itemErrors(index: number, failure: Failure): Record<string, string> {
  const errors: Record<string, string> = { [String(index)]: failure.title };
  for (const [field, message] of Object.entries(failure.errors)) {
    errors[`${index}.${field}`] = message;
  }
  return errors;
}

export function batchHandlers(resource: MetafieldResource, deps: BatchDeps) {
  const { repository, lister } = deps;

  function writeContext(request: FastifyRequest): WriteContext {
    return {
      repository,
      resource,
      storeHash: storeOf(request).store_hash,
      clientId: clientIdOf(request),
      now: new Date(),
    };
  }

  /**
   * The answer to a body that is not a list: the document's 400, or, where the operation
   * documents no 400 (the locations batch delete), its 422 with nothing done.
   */
  function rejectBody(reply: FastifyReply, operation: MetafieldOperation) {
    const detail = 'The request body must be a JSON array.';
    if (resource.badRequestOn.includes(operation)) throw new InputInvalid(detail, {});
    const error = { status: 422, title: 'JSON data is missing or invalid', type: ERROR_TYPE };
    return reply.status(422).send({
      data: [],
      errors: [{ ...error, errors: { body: detail } }],
      meta: { total: 0, success: 0, failed: 0 },
    });
  }

  function answer<T>(
    reply: FastifyReply,
    operation: MetafieldOperation,
    items: readonly Item<T>[],
    data: (value: T) => unknown,
  ) {
    const succeeded = items.flatMap((item) => (item.outcome.ok ? [data(item.outcome.value)] : []));
    const failed = items.flatMap((item) =>
      item.outcome.ok ? [] : [{ index: item.index, failure: item.outcome.failure }],
    );
    const meta = { total: items.length, success: succeeded.length, failed: failed.length };
    if (failed.length === 0) return reply.status(200).send({ data: succeeded, errors: [], meta });
    if (resource.objectErrorsOn.includes(operation)) {
      // This operation's document answers a 422 as one error object, not a list of them.
      const errors: Record<string, string> = {};
      for (const { index, failure } of failed) Object.assign(errors, itemErrors(index, failure));
      return reply.status(422).send({
        status: 422,
        title: 'Unprocessable entity',
        type: ERROR_TYPE,
        errors,
        data: succeeded,
        meta,
      });
    }
    return reply.status(422).send({
      data: succeeded,
      errors: failed.map(({ index, failure }) => ({
        status: failure.status,
        title: failure.title,
        type: ERROR_TYPE,
        errors: itemErrors(index, failure),
      })),
      meta,
    });
  }

  const transaction = <T>(work: () => T): T => repository.db.transaction(work)();

  /** The metafield of a batch item, if the client can see it. */
  function visibleRow(context: WriteContext, id: number): MetafieldRow | undefined {
    const row = repository.findById(context.storeHash, resource.type, id);
    return row && isVisibleTo(row, context.clientId) ? row : undefined;
  }

  return {
    list(request: FastifyRequest) {
      const query = parseMetafieldListQuery(
        flattenQuery(request.query),
        resource.batchListParams,
        new Date(),
        resource.badRequestOn.includes('batchList') ? 400 : 422,
      );
      const scope = scopeOf(
        storeOf(request).store_hash,
        resource.type,
        VISIBLE_SQL,
        clientIdOf(request),
      );
      const page = lister.list(scope, query, rawQueryOf(request.url), { snapshot: true });
      const fields = {
        ...(query.includeFields ? { includeFields: query.includeFields } : {}),
        ...(query.excludeFields ? { excludeFields: query.excludeFields } : {}),
      };
      return { data: page.rows.map((row) => projectMetafield(row, fields)), meta: page.meta };
    },

    create(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body;
      if (!Array.isArray(body)) return rejectBody(reply, 'batchCreate');
      const context = writeContext(request);
      const known = new Map<number, boolean>();
      const exists = (id: number) => {
        let found = known.get(id);
        if (found === undefined) {
          found = repository.resourceExists(resource, context.storeHash, id);
          known.set(id, found);
        }
        return found;
      };
      const items = transaction(() =>
        body.map((raw: unknown, index): Item<MetafieldRow> => {
          const parsed = batchCreateItem.safeParse(raw);
          if (!parsed.success) return { index, outcome: invalidItem(parsed.error) };
          const { resource_id: resourceId, ...input } = parsed.data;
          if (!exists(resourceId)) {
            return { index, outcome: failures.resourceMissing(resource.type) };
          }
          return { index, outcome: createMetafield(context, resourceId, input) };
        }),
      );
      return answer(reply, 'batchCreate', items, (row) => projectMetafield(row));
    },

    update(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body;
      if (!Array.isArray(body)) return rejectBody(reply, 'batchUpdate');
      const context = writeContext(request);
      const items = transaction(() =>
        body.map((raw: unknown, index): Item<MetafieldRow> => {
          const parsed = batchUpdateItem.safeParse(raw);
          if (!parsed.success) return { index, outcome: invalidItem(parsed.error) };
          const { id, ...changes } = parsed.data;
          const row = visibleRow(context, id);
          if (!row) return { index, outcome: failures.metafieldMissing() };
          return { index, outcome: updateMetafield(context, row, changes) };
        }),
      );
      return answer(reply, 'batchUpdate', items, (row) => projectMetafield(row));
    },

    delete(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body;
      if (!Array.isArray(body)) return rejectBody(reply, 'batchDelete');
      const context = writeContext(request);
      const items = transaction(() =>
        body.map((raw: unknown, index): Item<number> => {
          const parsed = batchDeleteItem.safeParse(raw);
          if (!parsed.success) return { index, outcome: invalidItem(parsed.error) };
          const row = visibleRow(context, parsed.data);
          if (!row) return { index, outcome: failures.metafieldMissing() };
          return { index, outcome: deleteMetafield(context, row) };
        }),
      );
      return answer(reply, 'batchDelete', items, (id) => id);
    },
  };
}
