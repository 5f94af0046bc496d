import { describe, expect, it } from 'vitest';
import { hasListParams, readListParams, writeListParams } from './listParams.js';

const defaults = { page: 1, limit: 25, sort: 'name', direction: 'asc', keyword: '' };

describe('list parameters in the URL', () => {
  it('reads numbers as numbers and keeps defaults for what is missing or malformed', () => {
    const search = new URLSearchParams('page=3&limit=abc&sort=sku&direction=desc&tab=custom');
    expect(readListParams(search, defaults)).toEqual({
      page: 3,
      limit: 25,
      sort: 'sku',
      direction: 'desc',
      keyword: '',
    });
    expect(readListParams(new URLSearchParams('page=-2'), defaults).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps parameters of others', () => {
    const search = new URLSearchParams('tab=custom&page=4');
    const written = writeListParams(
      search,
      { ...defaults, page: 1, keyword: 'apron', limit: 50 },
      defaults,
    );
    expect(written.toString()).toBe('tab=custom&limit=50&keyword=apron');
  });

  it('round-trips a view', () => {
    const view = { page: 2, limit: 100, sort: 'price', direction: 'desc', keyword: 'mug' };
    expect(
      readListParams(writeListParams(new URLSearchParams(), view, defaults), defaults),
    ).toEqual(view);
  });

  it('tells a link to a view from a plain visit', () => {
    expect(hasListParams(new URLSearchParams('tab=custom'), defaults)).toBe(false);
    expect(hasListParams(new URLSearchParams('sort=sku'), defaults)).toBe(true);
  });
});
