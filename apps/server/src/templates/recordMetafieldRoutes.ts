import {
  metafieldMessage,
  withStorefrontAccess,
  type Metafield,
  type Template,
} from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createChangeHistory, type NewChange } from '../history/changeHistory.js';
import { actorOfRequest } from '../stores/storeAccess.js';
import type { AreaContext } from '../area.js';
import { FirstErrors, invalid, parseInput } from '../validation.js';
import { ruleMessages } from '../customResources/ruleMessages.js';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { platformFailed } from '../platformClient/json.js';
import {
  createBodySchema,
  deleteBodySchema,
  syncDeleteBodySchema,
  syncPutBodySchema,
  updateBodySchema,
} from './recordMetafieldBodies.js';
import { recordNotFound } from './recordLookup.js';
import {
  editForbidden,
  metafieldConflict,
  metafieldNotFound,
  removeMetafields,
  writeMetafields,
} from './recordMetafields.js';
import {
  recordMetafieldAccess,
  type RecordMetafieldAccess,
  type RecordOf,
} from './recordMetafieldAccess.js';
import { templateValueToWrite } from './templateValue.js';

/** The templates the per-record form loads: the spec's per_page of 150 (section 7). */
const perRecordPage = { page: 1, perPage: 150, search: '' };

const noTemplate = 'There is no shared metafield with this namespace and key.';
const keyMismatch = 'The namespace and key are not those of this metafield.';
const listedTwice = 'This metafield is listed more than once.';

/** Section 8's delete 403. */
const deleteForbidden = (metafield: Metafield) =>
  new HttpError(
    403,
    'forbidden',
    englishText(
      metafieldMessage('metafieldTable.delete.forbidden', {
        namespace: metafield.namespace,
        key: metafield.key,
      }),
    ),
  );

/** Records a write's changes in the change history (issue 28), as the request's. */
type RecordChanges = (
  request: FastifyRequest,
  record: RecordOf,
  changes: ReadonlyArray<{
    metafield: Metafield;
    action: NewChange['action'];
    oldValue: string | null;
    newValue: string | null;
  }>,
) => Promise<void>;

/** Create, change and delete one of a record's template metafields. */
function singleHandlers(access: RecordMetafieldAccess, recordChanges: RecordChanges) {
  const { recordOf, metafieldsOf, templateOfKey, addressed, requireWritable, checkValue } = access;

  async function create(request: FastifyRequest, reply: FastifyReply) {
    const record = await recordOf(request, true);
    const body = parseInput(createBodySchema, request.body);
    const template = await templateOfKey(record, body.namespace, body.key);
    if (!template) throw invalid({ key: [noTemplate] });
    requireWritable(record, template, undefined, editForbidden);
    const wrong = await checkValue(record, template, body.value, 'value');
    if (wrong) throw invalid({ [wrong.path]: [wrong.error] });
    const existing = await metafieldsOf(record);
    if (existing.some((row) => row.namespace === body.namespace && row.key === body.key)) {
      throw metafieldConflict();
    }
    const [created] = await writeMetafields(
      record.platform,
      record.scope.type,
      'POST',
      [
        {
          resource_id: record.recordId,
          namespace: body.namespace,
          key: body.key,
          value: templateValueToWrite(template, body.value),
          permission_set: body.permission_set ?? withStorefrontAccess(template.use_on_storefront),
        },
      ],
      () => recordNotFound(record.scope.type),
    );
    if (!created) throw platformFailed();
    await recordChanges(request, record, [
      { metafield: created, action: 'create', oldValue: null, newValue: created.value },
    ]);
    return reply.code(201).send({ data: created });
  }

  async function update(request: FastifyRequest) {
    const record = await recordOf(request, true);
    const { metafield, template } = await addressed(request, record);
    const { value } = parseInput(updateBodySchema, request.body);
    requireWritable(record, template, metafield, editForbidden);
    const wrong = await checkValue(record, template, value, 'value');
    if (wrong) throw invalid({ [wrong.path]: [wrong.error] });
    const [saved] = await writeMetafields(
      record.platform,
      record.scope.type,
      'PUT',
      [{ id: metafield.id, value: templateValueToWrite(template, value) }],
      metafieldNotFound,
    );
    if (!saved) throw platformFailed();
    await recordChanges(request, record, [
      { metafield: saved, action: 'update', oldValue: metafield.value, newValue: saved.value },
    ]);
    return { data: saved };
  }

  async function remove(request: FastifyRequest) {
    const record = await recordOf(request, true);
    const { metafield, template } = await addressed(request, record);
    if (request.body !== undefined) {
      const sent = parseInput(deleteBodySchema, request.body);
      if (sent.id !== metafield.id) throw invalid({ id: [ruleMessages.idMismatch] });
      if (sent.namespace !== metafield.namespace || sent.key !== metafield.key) {
        throw invalid({ key: [keyMismatch] });
      }
    }
    requireWritable(record, template, metafield, () => deleteForbidden(metafield));
    await removeMetafields(record.platform, record.scope.type, [metafield.id]);
    await recordChanges(request, record, [
      { metafield, action: 'delete', oldValue: metafield.value, newValue: null },
    ]);
    return { data: metafield };
  }

  return { create, update, remove };
}

/** The sync lists: several of a record's template metafields written or deleted at once. */
function syncHandlers(access: RecordMetafieldAccess, recordChanges: RecordChanges) {
  const { recordOf, metafieldsOf, templateOfKey, templated, requireWritable, checkValue } = access;

  /**
   * The record's metafields a sync list names, each checked as its own write would be, every
   * one before any is written: a missing one answers 404, one not to be written 403, wrong
   * values and keys 422 keyed by the item's place (`0.value`).
   */
  async function syncTargets(
    record: RecordOf,
    items: ReadonlyArray<{ id: number; namespace: string; meta_key: string; value?: string }>,
    forbidden: (metafield: Metafield) => HttpError,
  ): Promise<Metafield[]> {
    const metafields = await metafieldsOf(record);
    const errors = new FirstErrors();
    const targets: Metafield[] = [];
    for (const [index, item] of items.entries()) {
      const { metafield, template } = await templated(record, metafields, item.id);
      requireWritable(record, template, metafield, () => forbidden(metafield));
      if (targets.includes(metafield)) errors.add(`${index}.id`, listedTwice);
      if (item.namespace !== metafield.namespace || item.meta_key !== metafield.key) {
        errors.add(`${index}.meta_key`, keyMismatch);
      }
      if (item.value !== undefined) {
        const wrong = await checkValue(record, template, item.value, `${index}.value`);
        if (wrong) errors.add(wrong.path, wrong.error);
      }
      targets.push(metafield);
    }
    errors.throwIfAny();
    return targets;
  }

  async function syncPut(request: FastifyRequest) {
    const record = await recordOf(request, true);
    const items = parseInput(syncPutBodySchema, request.body);
    const targets = await syncTargets(record, items, editForbidden);
    // Each item's key is its metafield's (checked above), so it names the metafield's template.
    const toWrite = async (item: (typeof items)[number]) => {
      const template = await templateOfKey(record, item.namespace, item.meta_key);
      return template && item.value !== undefined
        ? templateValueToWrite(template, item.value)
        : item.value;
    };
    const writes = [];
    for (const item of items) writes.push({ id: item.id, value: await toWrite(item) });
    const saved = await writeMetafields(
      record.platform,
      record.scope.type,
      'PUT',
      writes,
      metafieldNotFound,
    );
    const before = new Map(targets.map((metafield) => [metafield.id, metafield.value]));
    await recordChanges(
      request,
      record,
      saved.map((metafield) => ({
        metafield,
        action: 'update',
        oldValue: before.get(metafield.id) ?? null,
        newValue: metafield.value,
      })),
    );
    return { data: saved };
  }

  async function syncDelete(request: FastifyRequest) {
    const record = await recordOf(request, true);
    const items = parseInput(syncDeleteBodySchema, request.body);
    const targets = await syncTargets(record, items, deleteForbidden);
    await removeMetafields(
      record.platform,
      record.scope.type,
      targets.map((metafield) => metafield.id),
    );
    await recordChanges(
      request,
      record,
      targets.map((metafield) => ({
        metafield,
        action: 'delete',
        oldValue: metafield.value,
        newValue: null,
      })),
    );
    return { data: targets };
  }

  return { syncPut, syncDelete };
}

/**
 * A record's template metafields: the values of the shared metafields (templates) of its type,
 * held on the platform as the record's metafields with the template's namespace and key.
 * `{base}` is `/api/stores/{hash}/templates/{type}/records/{recordId}/metafields`, `recordId` the
 * record's id (a variant's own id for variants).
 *
 * - `GET {base}`: the shared-metafields form, `{ data: [{ template, metafield }] }`, the type's
 *   first 150 templates in sort order, each with the record's metafield of its namespace and
 *   key, or null.
 * - `POST {base}` `{ namespace, key, value, permission_set? }` (core's POST operation): creates
 *   the record's metafield of that template; 201 `{ data: metafield }`. Left out, the permission
 *   set is the template's (`write`, with storefront access when it is used on the storefront).
 *   A metafield of that namespace and key already on the record answers 409.
 * - `PUT {base}/{metafieldId}` `{ value }` (also the mass edit), and `POST {base}/{metafieldId}`
 *   alike (the spec's `POST {base}/{id?}`): changes the value; 200 `{ data: metafield }`.
 * - `DELETE {base}/{metafieldId}`, the body optional (core's DELETE operation sends the
 *   metafield; its id, namespace and key must then match): deletes; 200 `{ data: metafield }`.
 * - Sync (core's `templateMetafieldSyncLists`): `PUT {base}` with a list of
 *   `{ id, namespace, meta_key, value, permission_set }` writes each value, `DELETE {base}` with
 *   a list of `{ id, namespace, meta_key, permission_set }` deletes them; each in one platform
 *   batch call, after every item is checked (all or nothing). 200 `{ data: [metafield] }`.
 *
 * Rules: the store's plan for shared metafields (writes: the spec's upgrade message) and the
 * record on the platform ('Product not found'); the namespace and key one of the type's
 * templates (422 on create, else 404); values are text, JSON for lists and objects, checked
 * against the template's content type and options as custom resource values are (422 keyed
 * `value`, `0.value` in a list); the metafield the record's own (another's id is 404); a
 * metafield whose permission set lacks write is refused (403, section 6); a template with
 * `options.is_read_only` is written only with an API token (`Authorization: Bearer`), a
 * signed-in person gets 403. The platform's 429 passes on with its headers, its failures 502.
 * Every write is recorded in the change history (issue 28) as the person's or the token's.
 */
export function recordMetafieldRoutes(app: FastifyInstance, context: AreaContext): void {
  const access = recordMetafieldAccess(context);
  const { recordOf, metafieldsOf, templates } = access;
  const history = createChangeHistory(context.database);
  // The platform has written by then: a history that cannot be written is logged, not failed.
  const recordChanges: RecordChanges = async (request, record, changes) => {
    const actor = actorOfRequest(request);
    const entries = changes.map(({ metafield, action, oldValue, newValue }): NewChange => ({
      actor,
      jobId: null,
      requestId: request.id,
      subject: 'metafield',
      recordType: record.scope.type,
      recordId: record.recordId,
      namespace: metafield.namespace,
      key: metafield.key,
      action,
      oldValue,
      newValue,
      permissionSet: metafield.permission_set,
    }));
    await history.add(record.scope.storeHash, entries).catch((error: unknown) => {
      request.log.error({ err: error }, 'changes not recorded');
    });
  };
  const { create, update, remove } = singleHandlers(access, recordChanges);
  const { syncPut, syncDelete } = syncHandlers(access, recordChanges);
  const base = '/api/stores/:storeHash/templates/:type/records/:recordId/metafields';

  app.get(base, async (request) => {
    const record = await recordOf(request, false);
    const { rows } = await templates.list(record.scope, perRecordPage);
    const metafields = await metafieldsOf(record);
    const metafieldOf = (template: Template) =>
      metafields.find(
        (metafield) =>
          metafield.namespace === template.namespace && metafield.key === template.meta_key,
      ) ?? null;
    return { data: rows.map((template) => ({ template, metafield: metafieldOf(template) })) };
  });
  app.post(base, create);
  app.put(base, syncPut);
  app.delete(base, syncDelete);
  app.put(`${base}/:metafieldId`, update);
  app.post(`${base}/:metafieldId`, update);
  app.delete(`${base}/:metafieldId`, remove);
}
