import { describe, expect, it } from 'vitest';
import { exportRequestSchema, exportTypes, importRequestSchema } from './jobRequests.js';

describe('exportRequestSchema', () => {
  it('offers shared and custom exports', () => {
    expect(exportTypes).toEqual(['shared', 'custom']);
  });

  it('keeps the filter fields beside exportType', () => {
    const request = {
      exportType: 'custom',
      'date_created:min': '2025-01-01',
      status_id: 11,
      'id:in': [3, 4],
      is_visible: true,
    };
    expect(exportRequestSchema.parse(request)).toEqual(request);
  });

  it('needs exportType to be shared or custom', () => {
    expect(exportRequestSchema.safeParse({}).error?.issues[0]?.path).toEqual(['exportType']);
    expect(exportRequestSchema.safeParse({ exportType: 'all' }).error?.issues[0]?.path).toEqual([
      'exportType',
    ]);
  });

  it('rejects a filter value that is not text, a number, a flag or a list', () => {
    const result = exportRequestSchema.safeParse({ exportType: 'shared', total: { min: 1 } });
    expect(result.error?.issues[0]?.path).toEqual(['total']);
  });
});

describe('importRequestSchema', () => {
  const file = { name: 'metafields.csv', size: 2048 };

  it('accepts a file, with or without an import type', () => {
    expect(importRequestSchema.parse({ file })).toEqual({ file });
    expect(importRequestSchema.parse({ file, importType: 'shared' }).importType).toBe('shared');
  });

  it('requires the file', () => {
    for (const input of [{}, { file: null }, { file: 'metafields.csv' }, { file: { size: 1 } }]) {
      const issue = importRequestSchema.safeParse(input).error?.issues[0];
      expect([issue?.path, issue?.message]).toEqual([['file'], 'This field is required']);
    }
  });

  it('rejects an unknown import type', () => {
    expect(
      importRequestSchema.safeParse({ file, importType: 'both' }).error?.issues[0]?.path,
    ).toEqual(['importType']);
  });
});
