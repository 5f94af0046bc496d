import { describe, expect, it } from 'vitest';
import { listMetaSchema } from './pagination.js';

const meta = {
  pagination: {
    total: 246,
    count: 5,
    per_page: 5,
    current_page: 1,
    total_pages: 50,
    links: { next: '?limit=5&page=2', current: '?limit=5&page=1' },
  },
};

describe('listMetaSchema', () => {
  it('reads the platform pagination block', () => {
    expect(listMetaSchema.parse(meta)).toEqual(meta);
  });

  it('names the wrong field', () => {
    expect(
      listMetaSchema.safeParse({ pagination: { ...meta.pagination, per_page: 0 } }).error?.issues[0]
        ?.path,
    ).toEqual(['pagination', 'per_page']);
  });
});
