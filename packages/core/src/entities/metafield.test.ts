import { describe, expect, it } from 'vitest';
import { metafieldSchema } from './metafield.js';

// The platform's own example (products_catalog.v3.yml, metafield_Full).
const fromPlatform = {
  id: 6,
  permission_set: 'write_and_sf_access',
  namespace: 'Sales Department',
  key: 'Staff Name',
  value: 'Ronaldo',
  description: 'order',
  resource_type: 'product',
  resource_id: 111,
  date_created: '2018-05-07T20:14:17+00:00',
  date_modified: '2018-05-07T20:14:17+00:00',
  owner_client_id: 'asdfasdfasdfasdfasdfasdfasdf',
};
const pathOf = (input: unknown) =>
  metafieldSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('metafieldSchema', () => {
  it('reads a metafield as the platform lists it', () => {
    expect(metafieldSchema.parse(fromPlatform)).toEqual(fromPlatform);
  });

  it('reads a single metafield without the excluded fields', () => {
    const {
      resource_type: _type,
      resource_id: _id,
      date_created: _created,
      ...single
    } = fromPlatform;
    expect(metafieldSchema.parse(single)).toEqual(single);
  });

  it('rejects an unknown permission set, resource type or date', () => {
    expect(pathOf({ ...fromPlatform, permission_set: 'owner' })).toEqual(['permission_set']);
    expect(pathOf({ ...fromPlatform, resource_type: 'cart' })).toEqual(['resource_type']);
    expect(pathOf({ ...fromPlatform, date_modified: 'yesterday' })).toEqual(['date_modified']);
    expect(pathOf({ ...fromPlatform, value: 12 })).toEqual(['value']);
  });
});
