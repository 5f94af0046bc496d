import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { importAndWait } from './testing/importTestSetup.js';
import { type RecordType, platformOf, setUp, summary } from './testing/testSetup.js';

const types: RecordType[] = ['product', 'variant', 'order', 'customer'];
const plural = { product: 'products', variant: 'variants', order: 'orders', customer: 'customers' };

/** A CSV line; cells with a comma, quote or line end are quoted. */
const line = (cells: readonly (string | number)[]) =>
  cells
    .map(String)
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(',');

describe('metafield import jobs', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  describe.each(types)('custom layout of %s', (type) => {
    it('creates, updates, leaves alone and deletes; refuses bad rows and applies the rest', async () => {
      const { server, browser } = await setUp(emulator);
      const platform = platformOf(emulator);
      const namespace = `custom-${type}`;
      const [first, second] = await platform.records(type, 2);
      if (!first || !second) throw new Error('the seed has too few records');
      await platform.addMetafields(type, [
        { resource_id: first.id, namespace, key: 'same', value: 'x', permission_set: 'write' },
        { resource_id: first.id, namespace, key: 'old', value: 'was', permission_set: 'write' },
        { resource_id: second.id, namespace, key: 'gone', value: 'bye', permission_set: 'write' },
      ]);
      const before = await platformOf(emulator).metafields(type, namespace);

      const ids = (recordRef: { id: number; product_id?: number | undefined }) =>
        type === 'variant' ? [recordRef.id, recordRef.product_id ?? 0] : [recordRef.id];
      const header = [
        'resource_id',
        ...(type === 'variant' ? ['product_id'] : []),
        'namespace',
        'key',
        'value',
        'permission_set',
        'description',
        'mode',
      ];
      const missing = { id: 99_999_999, product_id: 1 };
      const text = [
        `\uFEFF${line(header)}`,
        line([...ids(first), namespace, 'same', 'x', '', '', '']),
        line([...ids(first), namespace, 'old', 'now', 'read', 'Changed', '']),
        line([...ids(second), namespace, 'gone', '', '', '', 'delete']),
        line([...ids(second), namespace, 'fresh', 'a, "b"\nc — ✓', '', '', '']),
        line([...ids(second), namespace, 'never-there', '', '', '', 'delete']),
        line([...ids(first), namespace, 'k'.repeat(65), 'v', '', '', '']),
        line([...ids(first), 'n'.repeat(65), 'k', 'v', '', '', '']),
        line([...ids(first), namespace, 'big', 'v'.repeat(65_536), '', '', '']),
        line([...ids(first), namespace, 'perm', 'v', 'admin', '', '']),
        line([...ids(missing), namespace, 'orphan', 'v', '', '', '']),
        '',
      ].join('\r\n');

      const { started, job } = await importAndWait(server, browser, text, { type });
      expect(started.data).toMatchObject({ type: 'custom', status: 'pending', total: 6 });
      expect(started.error).toBe(`Some ${plural[type]} were not updated`);
      expect(started.data.errors).toEqual([
        'Row 7, column key: key must be at most 64 characters.',
        'Row 8, column namespace: namespace must be at most 64 characters.',
        'Row 9, column value: value must be at most 65,535 characters.',
        'Row 10, column permission_set: permission_set must be one of app_only, read, write, read_and_sf_access, write_and_sf_access.',
      ]);
      expect(job).toMatchObject({
        status: 'completed',
        progress_percent: 100,
        items_processed_count: 6,
        total: 6,
      });
      expect(job.started_at).not.toBeNull();
      expect(job.finished_at).not.toBeNull();
      expect(job.errors.slice(0, 4)).toEqual(started.data.errors);
      expect(job.errors.slice(4)).toEqual([
        expect.stringMatching(new RegExp(`^Row 11: The ${type} was not found\\.`)),
      ]);

      const after = await platformOf(emulator).metafields(type, namespace);
      expect(summary(after)).toEqual(
        summary([
          { ...before.find((row) => row.key === 'same')!, value: 'x' },
          { ...before.find((row) => row.key === 'old')!, value: 'now', permission_set: 'read' },
          {
            id: 0,
            resource_id: second.id,
            namespace,
            key: 'fresh',
            value: 'a, "b"\nc — ✓',
            permission_set: 'write',
          },
        ]),
      );
      const byKey = (key: string) => after.find((row) => row.key === key);
      // Updated and unchanged metafields keep their ids: nothing was deleted and made again.
      expect(byKey('same')?.id).toBe(before.find((row) => row.key === 'same')?.id);
      expect(byKey('old')).toMatchObject({
        id: before.find((row) => row.key === 'old')?.id,
        description: 'Changed',
      });
    });

    it('shared layout: one metafield per non-empty template cell, its set from the template', async () => {
      const { server, browser } = await setUp(emulator);
      const platform = platformOf(emulator);
      const namespace = `shared-${type}`;
      for (const [meta_key, use_on_storefront] of [
        ['front', true],
        ['back', false],
      ] as const) {
        const response = await browser.request('POST', `/api/stores/demo/templates/${type}`, {
          name: meta_key,
          namespace,
          meta_key,
          use_on_storefront,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const [first, second] = await platform.records(type, 2);
      if (!first || !second) throw new Error('the seed has too few records');
      await platform.addMetafields(type, [
        { resource_id: first.id, namespace, key: 'back', value: 'kept', permission_set: 'read' },
        { resource_id: second.id, namespace, key: 'back', value: 'old', permission_set: 'read' },
      ]);
      const ids = (recordRef: { id: number; product_id?: number | undefined }) =>
        type === 'variant' ? [recordRef.id, recordRef.product_id ?? 0] : [recordRef.id];
      const header = ['id', ...(type === 'variant' ? ['product_id'] : []), `${namespace}.front`];
      const text = [
        line([...header, `${namespace}.back`]),
        line([...ids(first), 'F1', '']),
        line([...ids(second), 'F2', 'new']),
        line([...ids(first), 'again', '']),
      ].join('\n');

      const { started, job } = await importAndWait(server, browser, text, {
        type,
        importType: 'shared',
      });
      expect(started.data.type).toBe('shared');
      expect(started.data.errors).toEqual(['Row 4: The row repeats row 2 and was skipped.']);
      expect(job).toMatchObject({ status: 'completed', items_processed_count: 2, total: 2 });
      expect(summary(await platformOf(emulator).metafields(type, namespace))).toEqual([
        [first.id, 'back', 'kept', 'read'],
        [first.id, 'front', 'F1', 'write_and_sf_access'],
        [second.id, 'back', 'new', 'read'],
        [second.id, 'front', 'F2', 'write_and_sf_access'],
      ]);
    });
  });

  it('shared layout: rich-text and HTML cells are written sanitised, as the form writes them', async () => {
    const { server, browser } = await setUp(emulator);
    const namespace = 'shared-markup';
    for (const content_type of ['rich_text', 'html', 'text']) {
      const response = await browser.request('POST', '/api/stores/demo/templates/product', {
        name: content_type,
        namespace,
        meta_key: content_type,
        content_type,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const [product] = await platformOf(emulator).records('product', 1);
    if (!product) throw new Error('the seed has no product');
    const attack = '<p onclick="steal()">Hi<script>steal()</script></p>';
    const text = [
      line(['id', `${namespace}.rich_text`, `${namespace}.html`, `${namespace}.text`]),
      line([product.id, attack, attack, attack]),
    ].join('\n');

    const { job } = await importAndWait(server, browser, text, {
      type: 'product',
      importType: 'shared',
    });

    expect(job).toMatchObject({ status: 'completed', items_processed_count: 1 });
    const values = Object.fromEntries(
      (await platformOf(emulator).metafields('product', namespace)).map((m) => [m.key, m.value]),
    );
    expect(values).toEqual({ rich_text: '<p>Hi</p>', html: '<p>Hi</p>', text: attack });
  });
});
