import { describe, expect, it } from 'vitest';
import { pageLink, paginate } from './pagination.js';

describe('pageLink', () => {
  it('replaces page and limit, however they were written, and keeps the rest as sent', () => {
    expect(pageLink('', 2, 50)).toBe('?page=2&limit=50');
    expect(pageLink('limit=10&id%3Ain=1,2&page=4&sort=name', 5, 10)).toBe(
      '?id%3Ain=1,2&sort=name&page=5&limit=10',
    );
    expect(pageLink('%70age=3&keyword=a+b', 1, 20)).toBe('?keyword=a+b&page=1&limit=20');
  });
});

describe('paginate', () => {
  it('rounds the page count up and links only to pages that exist', () => {
    expect(paginate({ total: 101, count: 1, page: 3, limit: 50, rawQuery: '' })).toEqual({
      total: 101,
      count: 1,
      per_page: 50,
      current_page: 3,
      total_pages: 3,
      links: { previous: '?page=2&limit=50', current: '?page=3&limit=50' },
    });
    expect(paginate({ total: 100, count: 50, page: 1, limit: 50, rawQuery: '' }).total_pages).toBe(
      2,
    );
  });
});
