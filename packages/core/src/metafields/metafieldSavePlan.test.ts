import { describe, expect, it } from 'vitest';
import {
  metafieldSavePlan,
  newMetafieldValues,
  type MetafieldFormValues,
} from './metafieldSavePlan.js';

const saved = {
  id: 42,
  namespace: 'care',
  key: 'wash',
  value: 'Cold',
  description: 'Washing advice',
  permission_set: 'write' as const,
};
const { id: _id, ...savedValues } = saved;

describe('metafieldSavePlan (spec section 4)', () => {
  it("starts a new metafield with permission 'write' and empty fields", () => {
    expect(newMetafieldValues).toEqual({
      namespace: '',
      key: '',
      value: '',
      description: '',
      permission_set: 'write',
    });
  });

  it('creates (POST) the whole metafield when there is no id', () => {
    expect(metafieldSavePlan(savedValues)).toEqual({ method: 'POST', body: savedValues });
  });

  it('omits an empty description from a create', () => {
    const values: MetafieldFormValues = {
      ...newMetafieldValues,
      namespace: 'n',
      key: 'k',
      value: 'v',
    };
    expect(metafieldSavePlan(values)).toEqual({
      method: 'POST',
      body: { namespace: 'n', key: 'k', value: 'v', permission_set: 'write' },
    });
  });

  it('updates (PUT) only the changed fields when there is an id', () => {
    expect(
      metafieldSavePlan({ ...savedValues, value: 'Warm', permission_set: 'read' }, saved),
    ).toEqual({
      method: 'PUT',
      id: 42,
      body: { value: 'Warm', permission_set: 'read' },
    });
  });

  it('sends a changed, non-empty description', () => {
    expect(metafieldSavePlan({ ...savedValues, description: 'New' }, saved)).toEqual({
      method: 'PUT',
      id: 42,
      body: { description: 'New' },
    });
  });

  it("gives the info 'No changes to be saved' when nothing changed", () => {
    expect(metafieldSavePlan(savedValues, saved)).toEqual({
      method: null,
      info: { key: 'metafieldForm.save.noChanges', defaultMessage: 'No changes to be saved' },
    });
  });

  it('treats a cleared description as no change, since an empty one is never sent', () => {
    expect(metafieldSavePlan({ ...savedValues, description: '' }, saved)).toMatchObject({
      method: null,
    });
  });
});
