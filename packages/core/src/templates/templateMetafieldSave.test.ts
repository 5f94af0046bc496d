import { describe, expect, it } from 'vitest';
import {
  isEmptyTemplateValue,
  serialiseTemplateValue,
  templateMetafieldOperation,
  templateMetafieldSavePlan,
  templateMetafieldSyncLists,
  type TemplateMetafield,
} from './templateMetafieldSave.js';

const metafield = (value: unknown, id?: number): TemplateMetafield => ({
  ...(id === undefined ? {} : { id }),
  namespace: 'shared',
  key: 'care',
  value,
  permission_set: 'write',
});

describe('template metafield save (spec section 4)', () => {
  it("treats '', null, undefined, {} and [] as empty", () => {
    for (const value of ['', null, undefined, {}, []])
      expect(isEmptyTemplateValue(value)).toBe(true);
    for (const value of ['x', 0, false, { a: 1 }, [1], ' '])
      expect(isEmptyTemplateValue(value)).toBe(false);
  });

  it('deletes a saved metafield whose value became empty, with the metafield as body', () => {
    for (const value of ['', null, {}]) {
      expect(templateMetafieldOperation(metafield(value, 8))).toEqual({
        method: 'DELETE',
        id: 8,
        body: { id: 8, namespace: 'shared', key: 'care', value, permission_set: 'write' },
      });
    }
  });

  it('sends nothing for a new metafield with an empty value', () => {
    expect(templateMetafieldOperation(metafield(''))).toBeNull();
    expect(templateMetafieldOperation(metafield({}))).toBeNull();
  });

  it('POSTs a new metafield with a value', () => {
    expect(templateMetafieldOperation(metafield('Cold wash'))).toEqual({
      method: 'POST',
      body: { namespace: 'shared', key: 'care', value: 'Cold wash', permission_set: 'write' },
    });
  });

  it('PUTs the value of an existing metafield', () => {
    expect(templateMetafieldOperation(metafield('Warm', 8))).toEqual({
      method: 'PUT',
      id: 8,
      body: { value: 'Warm' },
    });
  });

  it('sends object values as serialised text', () => {
    expect(templateMetafieldOperation(metafield({ id: 3, label: 'Guide' }, 8))).toEqual({
      method: 'PUT',
      id: 8,
      body: { value: '{"id":3,"label":"Guide"}' },
    });
    expect(serialiseTemplateValue([{ id: 1 }, { id: 2 }])).toBe('[{"id":1},{"id":2}]');
    expect(serialiseTemplateValue(12.5)).toBe('12.5');
    expect(serialiseTemplateValue(false)).toBe('false');
  });

  it('sends nothing for a metafield without write permission', () => {
    expect(templateMetafieldOperation({ ...metafield('x', 8), permission_set: 'read' })).toBeNull();
    expect(
      templateMetafieldOperation({ ...metafield('', 8), permission_set: 'app_only' }),
    ).toBeNull();
  });

  it('plans a whole save, skipping metafields that need nothing', () => {
    const plan = templateMetafieldSavePlan([
      metafield('a'),
      metafield('', 2),
      metafield(''),
      metafield('b', 3),
    ]);
    expect(plan.map((operation) => operation.method)).toEqual(['POST', 'DELETE', 'PUT']);
  });
});

describe('templateMetafieldSyncLists', () => {
  it('bulk PUTs created or updated items and bulk DELETEs removed items without value', () => {
    const lists = templateMetafieldSyncLists([
      {
        method: 'POST',
        metafield: { id: 1, namespace: 'shared', key: 'a', value: 'x', permission_set: 'write' },
      },
      {
        method: 'PUT',
        metafield: {
          id: 2,
          namespace: 'shared',
          key: 'b',
          value: { n: 1 },
          permission_set: 'write_and_sf_access',
        },
      },
      {
        method: 'DELETE',
        metafield: { id: 3, namespace: 'shared', key: 'c', value: '', permission_set: 'write' },
      },
    ]);
    expect(lists).toEqual({
      put: [
        { id: 1, namespace: 'shared', meta_key: 'a', value: 'x', permission_set: 'write' },
        {
          id: 2,
          namespace: 'shared',
          meta_key: 'b',
          value: '{"n":1}',
          permission_set: 'write_and_sf_access',
        },
      ],
      delete: [{ id: 3, namespace: 'shared', meta_key: 'c', permission_set: 'write' }],
    });
  });

  it('gives empty lists when nothing was saved', () => {
    expect(templateMetafieldSyncLists([])).toEqual({ put: [], delete: [] });
  });
});
