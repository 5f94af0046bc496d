import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../testing/contract.js';
import { ERROR_TYPE } from '../errors.js';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import { LIMITS } from './fields.js';
import { metafieldResources } from './resources.js';
import { call, freshKey, targetOf, type Target } from './testing/testkit.js';

/**
 * Every operation of every type against its own document: the happy path with documented
 * parameters and each documented error.
 */

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const token = DEMO.accessToken;

function metafield(overrides: Record<string, unknown> = {}) {
  return { ...freshKey('contract'), value: '42', permission_set: 'write', ...overrides };
}

/** `id` as each document types it in a batch update (the locations document: a string). */
const batchId = (target: Target, id: number) =>
  target.resource.type === 'location' ? String(id) : id;

describe.each(metafieldResources.map((resource) => [resource.type, resource] as const))(
  '%s metafields',
  (_type, resource) => {
    let target: Target;
    const check = (call: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      validRequest?: boolean;
    }) => checkContract(platform.app, { document: target.document, token, ...call });

    async function created(overrides: Record<string, unknown> = {}) {
      const { status, body } = await call(platform.app, {
        method: 'POST',
        url: target.collection,
        payload: metafield(overrides),
      });
      expect(status).toBe(200);
      const data = (body as { data: unknown }).data;
      return (Array.isArray(data) ? data[0] : data) as Record<string, string> & { id: number };
    }

    beforeAll(() => {
      target = targetOf(platform.db, resource);
    });

    it('lists a resource’s metafields', async () => {
      const made = await created();
      const filter = resource.listParams.includes('key') ? `&key=${made.key}` : '';
      const { status, body } = await check({
        method: 'GET',
        url: `${target.collection}?limit=5&page=1${filter}`,
      });
      expect(status).toBe(200);
      expect((body as { data: Array<{ id: number }> }).data.map((m) => m.id)).toContain(made.id);
    });

    it('creates a metafield', async () => {
      const payload = metafield({ description: 'Shown in the admin' });
      const { status, body } = await check({ method: 'POST', url: target.collection, payload });
      expect(status).toBe(200);
      const data = (body as { data: unknown }).data;
      expect(Array.isArray(data)).toBe(resource.singleAnswerIsList);
      expect(Array.isArray(data) ? data[0] : data).toMatchObject({
        ...payload,
        resource_type: resource.type,
        resource_id: target.resourceId,
      });
    });

    it('answers 409 to a duplicate namespace and key', async () => {
      const made = await created();
      const { status } = await check({
        method: 'POST',
        url: target.collection,
        payload: metafield({ namespace: 'contract-ns', key: made.key }),
      });
      expect(status).toBe(409);
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['an empty namespace', { namespace: '' }, 'namespace'],
      ['a long namespace', { namespace: 'n'.repeat(LIMITS.namespace.max + 1) }, 'namespace'],
      ['an empty key', { key: '' }, 'key'],
      ['a long key', { key: 'k'.repeat(LIMITS.key.max + 1) }, 'key'],
      ['an empty value', { value: '' }, 'value'],
      ['a long value', { value: 'v'.repeat(LIMITS.value.max + 1) }, 'value'],
      [
        'a long description',
        { description: 'd'.repeat(LIMITS.description.max + 1) },
        'description',
      ],
      ['an unknown permission set', { permission_set: 'everyone' }, 'permission_set'],
      ['no permission set', { permission_set: undefined }, 'permission_set'],
      ['a value that is not text', { value: 42 }, 'value'],
    ];
    it.each(invalid)('answers 422 to %s', async (_case, overrides, field) => {
      const { status, body } = await check({
        method: 'POST',
        url: target.collection,
        payload: metafield(overrides),
        validRequest: false,
      });
      expect(status).toBe(422);
      expect(Object.keys((body as { errors: object }).errors)).toEqual([field]);
    });

    it('gets one metafield, and 404 for an unknown one or resource', async () => {
      const made = await created();
      const ok = await check({ method: 'GET', url: `${target.collection}/${made.id}` });
      expect(ok.status).toBe(200);
      expect((ok.body as { data: { id: number } }).data.id).toBe(made.id);
      const unknown = await check({ method: 'GET', url: `${target.collection}/987654321` });
      expect(unknown.status).toBe(404);
      const elsewhere = await check({
        method: 'GET',
        url: `${target.missingCollection}/${made.id}`,
      });
      expect(elsewhere.status).toBe(404);
    });

    it('updates a metafield, 400 for a bad value, 404 for an unknown one', async () => {
      const made = await created();
      const url = `${target.collection}/${made.id}`;
      // Some documents require every field in a PUT (partial updates have their own tests);
      // the customers document requires the metafield's id in the body as well.
      const fields = {
        namespace: made.namespace,
        key: made.key,
        permission_set: made.permission_set,
        ...(resource.type === 'customer' ? { id: made.id } : {}),
      };
      const ok = await check({ method: 'PUT', url, payload: { ...fields, value: 'changed' } });
      expect(ok.status).toBe(200);
      const data = (ok.body as { data: unknown }).data;
      expect(Array.isArray(data) ? data[0] : data).toMatchObject({ id: made.id, value: 'changed' });
      const bad = await check({ method: 'PUT', url, payload: { value: '' }, validRequest: false });
      expect(bad.status).toBe(400);
      const unknown = await check({
        method: 'PUT',
        url: `${target.collection}/987654321`,
        payload: { ...fields, value: 'x' },
        validRequest: false,
      });
      expect(unknown.status).toBe(404);
    });

    it('deletes a metafield, then 404', async () => {
      const made = await created();
      const url = `${target.collection}/${made.id}`;
      const answer = await check({ method: 'DELETE', url });
      expect(answer.status).toBe(204);
      expect(answer.response.body).toBe('');
      expect((await check({ method: 'DELETE', url })).status).toBe(404);
    });

    it('lists all metafields of the type (batch)', async () => {
      const { status, body } = await check({
        method: 'GET',
        url: `${target.batch}?limit=3&page=2&direction=desc&namespace:in=contract-ns,specs`,
      });
      expect(status).toBe(200);
      expect((body as { data: unknown[] }).data.length).toBeLessThanOrEqual(3);
    });

    it('creates, updates and deletes in batches', async () => {
      const created = await check({
        method: 'POST',
        url: target.batch,
        payload: [
          { ...metafield(), resource_id: target.resourceId },
          { ...metafield(), resource_id: target.resourceId },
        ],
      });
      expect(created.status).toBe(200);
      const ids = (created.body as { data: Array<{ id: number }> }).data.map((m) => m.id);
      expect(ids).toHaveLength(2);
      const updated = await check({
        method: 'PUT',
        url: target.batch,
        payload: ids.map((id) => ({
          ...(resource.type === 'order' ? metafield() : {}),
          id: batchId(target, id),
          value: 'batch',
        })),
      });
      expect(updated.status).toBe(200);
      const deleted = await check({ method: 'DELETE', url: target.batch, payload: ids });
      expect(deleted.status).toBe(200);
      expect((deleted.body as { data: number[] }).data).toEqual(ids);
    });

    it('answers the documented 422 to a batch that partly fails', async () => {
      const made = await created();
      const create = await check({
        method: 'POST',
        url: target.batch,
        payload: [
          { ...metafield(), resource_id: target.resourceId },
          { ...metafield({ key: '' }), resource_id: target.resourceId },
          { ...metafield(), resource_id: 987_654 },
        ],
        validRequest: false,
      });
      expect(create.status).toBe(422);
      const update = await check({
        method: 'PUT',
        url: target.batch,
        payload: [
          { id: batchId(target, made.id), value: 'fine' },
          { id: batchId(target, 987_654_321), value: 'missing' },
        ],
        validRequest: false,
      });
      expect(update.status).toBe(422);
      const remove = await check({
        method: 'DELETE',
        url: target.batch,
        payload: [made.id, 987_654_321],
      });
      expect(remove.status).toBe(422);
      expect(remove.body).toMatchObject({
        data: [made.id],
        meta: { total: 2, success: 1, failed: 1 },
      });
    });

    it('answers a batch that is not a list as the document says', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const { status } = await check({
          method,
          url: target.batch,
          payload: { id: 1 },
          validRequest: false,
        });
        const operation =
          method === 'POST' ? 'batchCreate' : method === 'PUT' ? 'batchUpdate' : 'batchDelete';
        expect(status).toBe(resource.badRequestOn.includes(operation) ? 400 : 422);
      }
    });

    // The documents list no 401 or 403 for these operations; the gateway's answers are checked
    // for their status and the platform's error body.
    it('answers 401 to an unknown token and 403 to another store’s, on every path', async () => {
      const urls = [target.collection, `${target.collection}/1`, target.batch];
      for (const url of urls) {
        for (const [badToken, status] of [
          ['unknown-token', 401],
          [OTHER.accessToken, 403],
        ] as const) {
          const answer = await call(platform.app, { method: 'GET', url, token: badToken });
          expect(answer.status, `${url} ${badToken}`).toBe(status);
          expect(answer.body).toMatchObject({
            status,
            title: expect.any(String),
            type: ERROR_TYPE,
          });
        }
      }
    });

    it('answers the v2 paths as the v3 ones', async () => {
      const made = await created();
      const v2 = target.collection.replace('/v3/', '/v2/');
      const { status, body } = await check({ method: 'GET', url: `${v2}/${made.id}` });
      expect(status).toBe(200);
      const v3 = await call(platform.app, {
        method: 'GET',
        url: `${target.collection}/${made.id}`,
      });
      expect(body).toEqual(v3.body);
      const batch = await check({
        method: 'GET',
        url: `${target.batch.replace('/v3/', '/v2/')}?limit=2`,
      });
      expect(batch.status).toBe(200);
    });
  },
);
