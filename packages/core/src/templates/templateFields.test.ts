import { describe, expect, it } from 'vitest';
import type { Template } from '../entities/template.js';
import {
  isSameTemplateMetafieldOperation,
  isTemplateFieldReadOnly,
  templateFieldKey,
  templateFieldMetafield,
  templateFieldSavePlan,
  templateFieldsInOrder,
  type TemplateField,
  type TemplateFieldMetafield,
} from './templateFields.js';

const template = (metaKey: string, overrides: Partial<Template> = {}): Template => ({
  id: metaKey.length,
  name: metaKey,
  namespace: 'shared',
  meta_key: metaKey,
  content_type: 'text',
  options: {},
  use_on_storefront: false,
  sort_order: 1,
  ...overrides,
});

const metafield = (
  id: number,
  key: string,
  value: string,
  permission_set: TemplateFieldMetafield['permission_set'] = 'write',
): TemplateFieldMetafield => ({ id, namespace: 'shared', key, value, permission_set });

const field = (
  metaKey: string,
  saved: TemplateFieldMetafield | null,
  overrides: Partial<Template> = {},
): TemplateField => ({ template: template(metaKey, overrides), metafield: saved });

describe('the fields of a shared metafields form', () => {
  it('keys each field by namespace.key, the unique id of a template', () => {
    expect(templateFieldKey(template('care'))).toBe('shared.care');
  });

  it('lists the fields in template order', () => {
    const fields = [
      field('c', null, { sort_order: 3 }),
      field('a', null, { sort_order: 1 }),
      field('b', null, { sort_order: 2 }),
    ];
    expect(templateFieldsInOrder(fields).map((f) => f.template.meta_key)).toEqual(['a', 'b', 'c']);
  });

  it('makes inputs read-only when the permission set includes read, or when is_read_only is true', () => {
    expect(isTemplateFieldReadOnly(field('a', metafield(1, 'a', 'x', 'read')))).toBe(true);
    expect(isTemplateFieldReadOnly(field('a', metafield(1, 'a', 'x', 'read_and_sf_access')))).toBe(
      true,
    );
    expect(
      isTemplateFieldReadOnly(
        field('a', metafield(1, 'a', 'x'), { options: { is_read_only: true } }),
      ),
    ).toBe(true);
    expect(isTemplateFieldReadOnly(field('a', null, { options: { is_read_only: true } }))).toBe(
      true,
    );
    expect(isTemplateFieldReadOnly(field('a', metafield(1, 'a', 'x', 'write')))).toBe(false);
    expect(isTemplateFieldReadOnly(field('a', null))).toBe(false);
  });

  it('makes inputs read-only when write permission is missing (app_only)', () => {
    expect(isTemplateFieldReadOnly(field('a', metafield(1, 'a', 'x', 'app_only')))).toBe(true);
  });

  it("saves a new field's metafield with the template's namespace, key and storefront access", () => {
    expect(
      templateFieldMetafield(field('care', null, { use_on_storefront: true }), 'Cold'),
    ).toEqual({
      namespace: 'shared',
      key: 'care',
      value: 'Cold',
      permission_set: 'write_and_sf_access',
    });
    expect(
      templateFieldMetafield(field('care', metafield(8, 'care', 'Warm', 'write')), null),
    ).toEqual({
      id: 8,
      namespace: 'shared',
      key: 'care',
      value: null,
      permission_set: 'write',
    });
  });
});

describe('the save plan of a shared metafields form (spec section 4)', () => {
  const fields = [
    field('care', metafield(8, 'care', 'Warm')),
    field('origin', null),
    field('size', metafield(9, 'size', 'M')),
    field('locked', metafield(10, 'locked', 'x', 'read')),
    field('fixed', metafield(11, 'fixed', 'y'), { options: { is_read_only: true } }),
    field('hidden', metafield(12, 'hidden', 'z', 'app_only')),
  ];

  it('sends only the changed fields with write permission, in field order', () => {
    const values = new Map<string, string | null>([
      ['shared.size', 'L'],
      ['shared.locked', 'changed'],
      ['shared.fixed', 'changed'],
      ['shared.hidden', 'changed'],
      ['shared.origin', 'Italy'],
    ]);
    expect(templateFieldSavePlan(fields, values)).toEqual([
      {
        key: 'shared.origin',
        operation: {
          method: 'POST',
          body: { namespace: 'shared', key: 'origin', value: 'Italy', permission_set: 'write' },
        },
      },
      { key: 'shared.size', operation: { method: 'PUT', id: 9, body: { value: 'L' } } },
    ]);
  });

  it('plans a DELETE for a cleared saved value and nothing for a cleared new one', () => {
    const values = new Map<string, string | null>([
      ['shared.care', null],
      ['shared.origin', null],
    ]);
    expect(templateFieldSavePlan(fields, values)).toEqual([
      {
        key: 'shared.care',
        operation: {
          method: 'DELETE',
          id: 8,
          body: { id: 8, namespace: 'shared', key: 'care', value: null, permission_set: 'write' },
        },
      },
    ]);
  });

  it('sends nothing without changes', () => {
    expect(templateFieldSavePlan(fields, new Map())).toEqual([]);
  });

  it('knows a copy of a request for the same metafield', () => {
    const put = { method: 'PUT', id: 9, body: { value: 'L' } } as const;
    const post = {
      method: 'POST',
      body: { namespace: 'shared', key: 'origin', value: 'Italy', permission_set: 'write' },
    } as const;
    expect(isSameTemplateMetafieldOperation(put, { ...put })).toBe(true);
    expect(isSameTemplateMetafieldOperation(put, { ...put, id: 8 })).toBe(false);
    expect(isSameTemplateMetafieldOperation(post, { ...post, body: { ...post.body } })).toBe(true);
    expect(
      isSameTemplateMetafieldOperation(post, { ...post, body: { ...post.body, key: 'size' } }),
    ).toBe(false);
    expect(
      isSameTemplateMetafieldOperation(put, {
        method: 'DELETE',
        id: 9,
        body: { id: 9, namespace: 'shared', key: 'size', value: null, permission_set: 'write' },
      }),
    ).toBe(false);
  });
});
