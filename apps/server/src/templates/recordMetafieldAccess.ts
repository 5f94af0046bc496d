import { canWrite, type Metafield, type Template } from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { bearerToken } from '../stores/storeAccess.js';
import { parseParams } from '../validation.js';
import { templateNotFound } from './params.js';
import { metafieldParamsSchema, recordParamsSchema } from './recordMetafieldBodies.js';
import { recordNotFound, requireRecord } from './recordLookup.js';
import { listRecordMetafields, metafieldNotFound } from './recordMetafields.js';
import { templateAccess } from './scope.js';
import { templateValueCheck } from './templateValue.js';

const readOnlyTemplate = () =>
  new HttpError(
    403,
    'read_only',
    'This shared metafield is read-only: only an API token can change its values.',
  );

/**
 * What every route on a record's template metafields reads and checks: the record of the
 * address (on the platform), its metafields, the template of a namespace and key, who may write,
 * and whether a value suits its template.
 */
export function recordMetafieldAccess(context: AreaContext) {
  const { templates, scopeOf, platformOf } = templateAccess(context);
  const valueError = templateValueCheck(context);

  /** The store, type and record of the address; the record must be on the platform. */
  async function recordOf(request: FastifyRequest, write: boolean) {
    const scope = await scopeOf(request, write);
    const { recordId } = parseParams(recordParamsSchema, request.params, () =>
      recordNotFound(scope.type),
    );
    const platform = await platformOf(scope);
    await requireRecord(platform, scope.type, recordId);
    return { scope, platform, recordId, byApiToken: bearerToken(request) !== undefined };
  }
  type RecordOf = Awaited<ReturnType<typeof recordOf>>;

  const metafieldsOf = (record: RecordOf) =>
    listRecordMetafields(record.platform, record.scope.type, record.recordId);

  async function templateOfKey(
    record: RecordOf,
    namespace: string,
    key: string,
  ): Promise<Template | undefined> {
    const id = await templates.idOfKey(record.scope, namespace, key);
    return id === undefined ? undefined : templates.find(record.scope, id);
  }

  /** A metafield of the record and its template; another record's or store's is not found. */
  async function templated(record: RecordOf, metafields: readonly Metafield[], id: number) {
    const metafield = metafields.find((candidate) => candidate.id === id);
    if (!metafield) throw metafieldNotFound();
    const template = await templateOfKey(record, metafield.namespace, metafield.key);
    if (!template) throw templateNotFound();
    return { metafield, template };
  }

  async function addressed(request: FastifyRequest, record: RecordOf) {
    const { metafieldId } = parseParams(metafieldParamsSchema, request.params, metafieldNotFound);
    return templated(record, await metafieldsOf(record), metafieldId);
  }

  /**
   * Who may write: the platform's permission set must allow it (section 6), and a read-only
   * template's values are set by the store's integrations (API tokens), not by people.
   */
  function requireWritable(
    record: RecordOf,
    template: Template,
    metafield: Metafield | undefined,
    forbidden: () => HttpError,
  ) {
    if (metafield && !canWrite(metafield.permission_set)) throw forbidden();
    if (template.options?.is_read_only === true && !record.byApiToken) throw readOnlyTemplate();
  }

  async function checkValue(record: RecordOf, template: Template, value: string, path: string) {
    const error = await valueError(record.scope.store, template, value);
    return error === undefined ? undefined : { path, error };
  }

  return {
    templates,
    recordOf,
    metafieldsOf,
    templateOfKey,
    templated,
    addressed,
    requireWritable,
    checkValue,
  };
}

export type RecordMetafieldAccess = ReturnType<typeof recordMetafieldAccess>;
export type RecordOf = Awaited<ReturnType<RecordMetafieldAccess['recordOf']>>;
