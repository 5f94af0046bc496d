import { describe, expect, it } from 'vitest';
import { exportRequestSchema, exportTypes, importRequestSchema } from './jobRequests.js';

describe('exportRequestSchema', () => {
  it('offers shared and custom exports', () => {
    expect(exportTypes).toEqual(['shared', 'custom']);
  });

  it("takes exportType and, optionally, the rule builder's filter", () => {
    const condition = {
      field: 'brand_id',
      operator: '==',
      value: '7',
      field_filter: '',
      modifier: '',
    };
    const request = { exportType: 'custom', filter: [[condition], [{ ...condition, value: '8' }]] };
    expect(exportRequestSchema.parse(request)).toEqual(request);
    expect(exportRequestSchema.parse({ exportType: 'shared' })).toEqual({ exportType: 'shared' });
  });

  it('needs exportType to be shared or custom', () => {
    expect(exportRequestSchema.safeParse({}).error?.issues[0]?.path).toEqual(['exportType']);
    expect(exportRequestSchema.safeParse({ exportType: 'all' }).error?.issues[0]?.path).toEqual([
      'exportType',
    ]);
  });

  it('rejects unknown fields and a filter that is not groups of conditions', () => {
    const unknown = exportRequestSchema.safeParse({ exportType: 'shared', status_id: 11 });
    expect(unknown.error?.issues[0]?.code).toBe('unrecognized_keys');
    const flat = exportRequestSchema.safeParse({ exportType: 'shared', filter: [{ field: 'x' }] });
    expect(flat.error?.issues[0]?.path).toEqual(['filter', 0]);
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
