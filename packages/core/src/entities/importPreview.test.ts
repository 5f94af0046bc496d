import { describe, expect, it } from 'vitest';
import { importPreviewPageSchema, importPreviewQuerySchema } from './importPreview.js';

describe('import preview wire formats', () => {
  it('reads a page with every outcome’s count', () => {
    const page = {
      data: [
        {
          row: 3,
          outcome: 'update',
          record_id: 7,
          namespace: 'n',
          key: 'k',
          old_value: 'was',
          new_value: 'now',
          reason: null,
        },
      ],
      meta: { total: 1, counts: { create: 0, update: 1, unchanged: 0, delete: 0, refused: 0 } },
    };
    expect(importPreviewPageSchema.parse(page)).toEqual(page);
    const withoutRefused = { ...page.meta.counts, refused: undefined };
    expect(
      importPreviewPageSchema.safeParse({ ...page, meta: { total: 1, counts: withoutRefused } })
        .success,
    ).toBe(false);
  });

  it('takes a query’s outcome and page from text, within bounds', () => {
    expect(importPreviewQuerySchema.parse({ outcome: 'refused', page: '2', limit: '50' })).toEqual({
      outcome: 'refused',
      page: 2,
      limit: 50,
    });
    expect(importPreviewQuerySchema.safeParse({ outcome: 'all' }).success).toBe(false);
    expect(importPreviewQuerySchema.safeParse({ limit: '251' }).success).toBe(false);
    expect(importPreviewQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
