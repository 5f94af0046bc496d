import { describe, expect, it } from 'vitest';
import { searchLocally } from './searchLocally.js';

const channels = ['Storefront', 'Amazon', 'Wholesale', 'eBay store'].map((name, index) => ({
  id: index + 1,
  name,
}));

describe('searchLocally', () => {
  it('keeps the rows whose name contains the term, in any letter case', () => {
    const found = searchLocally(channels, (c) => c.name, { search: 'STORE', page: 1, limit: 25 });
    expect(found).toEqual({ rows: [channels[0], channels[3]], total: 2 });
  });

  it('pages the matching rows', () => {
    const found = searchLocally(channels, (c) => c.name, { search: '', page: 2, limit: 3 });
    expect(found).toEqual({ rows: [channels[3]], total: 4 });
  });
});
