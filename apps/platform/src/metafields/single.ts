import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIdOf, storeOf } from '../auth.js';
import { PlatformError } from '../errors.js';
import { rawQueryOf } from '../lists/pagination.js';
import { flattenQuery } from '../lists/values.js';
import { sql } from '../sql.js';
import { isVisibleTo, VISIBLE_SQL } from './access.js';
import { changesInvalid, metafieldInvalid, metafieldNotFound, resourceNotFound } from './errors.js';
import { createSchema, fieldErrors, updateSchema } from './fields.js';
import { scopeOf, type MetafieldLister } from './listMetafields.js';
import { parseMetafieldListQuery } from './listQuery.js';
import {
  createMetafield,
  deleteMetafield,
  updateMetafield,
  type Failure,
  type Outcome,
  type WriteContext,
} from './operations.js';
import type { MetafieldRepository } from './repository.js';
import type { MetafieldResource } from './resources.js';
import { projectMetafield, type MetafieldRow, type Projection } from './serialize.js';

/** `/{resource}/{id}/metafields` and `/{resource}/{id}/metafields/{metafield_id}` of one type. */

export interface SingleDeps {
  repository: MetafieldRepository;
  lister: MetafieldLister;
}

type Params = Record<string, string | undefined>;

/** A path id: a positive integer, else no such record. */
function pathId(params: Params, name: string): number | undefined {
  const raw = params[name];
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** 404 bodies stay bare: the orders document types a 404's `errors` as a list. */
function throwFailure(failure: Failure): never {
  if (failure.status === 404) throw new PlatformError(404, failure.title);
  throw new PlatformError(failure.status, failure.title, failure.errors);
}

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throwFailure(outcome.failure);
  return outcome.value;
}

export function singleHandlers(resource: MetafieldResource, deps: SingleDeps) {
  const { repository, lister } = deps;
  const descriptionMin = resource.singleDescriptionMinLength;
  const create = createSchema(descriptionMin);
  const update = updateSchema(descriptionMin);
  const projection: Projection = { omitEmptyDescription: descriptionMin > 0 };

  /** The resource of the path, which must exist in the store (and, for a variant, the product). */
  function resourceIdOf(request: FastifyRequest): number {
    const params = request.params as Params;
    const id = pathId(params, resource.resourceParam);
    const parentId = resource.parent ? pathId(params, resource.parent.param) : undefined;
    const found =
      id !== undefined &&
      (!resource.parent || parentId !== undefined) &&
      repository.resourceExists(resource, storeOf(request).store_hash, id, parentId);
    if (!found) throw resourceNotFound(resource.type);
    return id;
  }

  /** The metafield of the path, on the resource of the path, as far as the client can see. */
  function metafieldOf(request: FastifyRequest, resourceId: number): MetafieldRow {
    const id = pathId(request.params as Params, resource.metafieldParam);
    const row =
      id === undefined
        ? undefined
        : repository.findById(storeOf(request).store_hash, resource.type, id);
    if (!row || row.resource_id !== resourceId || !isVisibleTo(row, clientIdOf(request))) {
      throw metafieldNotFound();
    }
    return row;
  }

  function writeContext(request: FastifyRequest): WriteContext {
    return {
      repository,
      resource,
      storeHash: storeOf(request).store_hash,
      clientId: clientIdOf(request),
      now: new Date(),
    };
  }

  /** Create and update answer one metafield, or (customers) a list of one. */
  function written(row: MetafieldRow) {
    const data = projectMetafield(row, projection);
    return resource.singleAnswerIsList
      ? { data: [data], errors: [], meta: { total: 1, success: 1, failed: 0 } }
      : { data, meta: {} };
  }

  const transaction = <T>(work: () => T): T => repository.db.transaction(work)();

  return {
    list(request: FastifyRequest) {
      const resourceId = resourceIdOf(request);
      const store = storeOf(request);
      const query = parseMetafieldListQuery(
        flattenQuery(request.query),
        resource.listParams,
        new Date(),
        422,
      );
      const scope = [
        ...scopeOf(store.store_hash, resource.type, VISIBLE_SQL, clientIdOf(request)),
        sql('resource_id = ?', resourceId),
      ];
      const page = lister.list(scope, query, rawQueryOf(request.url));
      const fields: Projection = {
        ...projection,
        ...(query.includeFields ? { includeFields: query.includeFields } : {}),
        ...(query.excludeFields ? { excludeFields: query.excludeFields } : {}),
      };
      return { data: page.rows.map((row) => projectMetafield(row, fields)), meta: page.meta };
    },

    get(request: FastifyRequest) {
      const row = metafieldOf(request, resourceIdOf(request));
      const fields: Projection = { ...projection };
      if (resource.getTakesFields) {
        const query = parseMetafieldListQuery(
          flattenQuery(request.query),
          ['include_fields', 'exclude_fields'],
          new Date(),
          422,
        );
        if (query.includeFields) fields.includeFields = query.includeFields;
        if (query.excludeFields) fields.excludeFields = query.excludeFields;
      }
      return { data: projectMetafield(row, fields), meta: {} };
    },

    create(request: FastifyRequest) {
      const resourceId = resourceIdOf(request);
      const parsed = create.safeParse(request.body);
      if (!parsed.success) throw metafieldInvalid(fieldErrors(parsed.error));
      const context = writeContext(request);
      return written(unwrap(transaction(() => createMetafield(context, resourceId, parsed.data))));
    },

    update(request: FastifyRequest) {
      const row = metafieldOf(request, resourceIdOf(request));
      const parsed = update.safeParse(request.body);
      if (!parsed.success) throw changesInvalid(fieldErrors(parsed.error));
      const context = writeContext(request);
      return written(unwrap(transaction(() => updateMetafield(context, row, parsed.data))));
    },

    delete(request: FastifyRequest, reply: FastifyReply) {
      const row = metafieldOf(request, resourceIdOf(request));
      unwrap(deleteMetafield(writeContext(request), row));
      return reply.status(204).send();
    },
  };
}
