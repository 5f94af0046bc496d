import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../../db.js';
import { productListSql } from './listProducts.js';
import { parseProductListQuery, sortColumns, type ProductSort } from './listQuery.js';
import { tempDir } from '../../testing/platform.js';
import fs from 'node:fs';
import path from 'node:path';

let dir: string;
let db: PlatformDatabase;
beforeAll(() => {
  dir = tempDir();
  db = openDatabase(path.join(dir, 'platform.sqlite'));
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const plan = (storeQuery: Record<string, string>): string => {
  const { rows } = productListSql('demo', parseProductListQuery(storeQuery, new Date()));
  return db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${rows.text}`)
    .all(...rows.params)
    .map((step) => step.detail)
    .join('\n');
};

describe('products list SQL', () => {
  it.each(Object.keys(sortColumns) as ProductSort[])(
    'pages sort=%s in both directions from an index, without sorting in memory',
    (sort) => {
      for (const direction of ['asc', 'desc']) {
        const steps = plan({ sort, direction, limit: '50', page: '3' });
        expect(steps).toMatch(/USING (COVERING )?INDEX products_store_/);
        expect(steps).not.toMatch(/TEMP B-TREE/);
      }
    },
  );

  it('binds every value as a parameter, never into the SQL text', () => {
    const query = parseProductListQuery(
      { keyword: "o'brien", 'sku:in': 'A-1,B-2', limit: '20' },
      new Date(),
    );
    const { rows, count } = productListSql('demo', query);
    expect(rows.text).not.toContain("o'brien");
    // The keyword is matched against the name, description, SKU and brand name.
    const keyword = Array<string>(4).fill("%o'brien%");
    expect(rows.params).toEqual(['demo', 'A-1', 'B-2', ...keyword, 20, 0]);
    expect(count.params).toEqual(['demo', 'A-1', 'B-2', ...keyword]);
  });
});
