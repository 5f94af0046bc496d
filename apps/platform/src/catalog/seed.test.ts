import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../db.js';
import { seedDemoStore, type SeedStoreOptions } from '../seed.js';
import { families } from './families.js';
import { SEED_NOW, tempDir } from '../testing/platform.js';
import { upcA } from './variantPlan.js';

const dirs: string[] = [];
const dbs: PlatformDatabase[] = [];
afterAll(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function seeded(options: Partial<SeedStoreOptions> = {}): PlatformDatabase {
  const dir = tempDir();
  dirs.push(dir);
  const db = openDatabase(path.join(dir, 'platform.sqlite'));
  dbs.push(db);
  seedDemoStore(db, {
    storeHash: 'demo',
    accessToken: 't',
    size: 'small',
    now: SEED_NOW,
    ...options,
  });
  return db;
}

const all = <T = Record<string, unknown>>(db: PlatformDatabase, sqlText: string): T[] =>
  db.prepare<[], T>(sqlText).all();

const catalogTables = [
  'SELECT * FROM brands ORDER BY id',
  'SELECT * FROM category_trees ORDER BY id',
  'SELECT * FROM categories ORDER BY id',
  'SELECT * FROM products ORDER BY id',
  'SELECT * FROM variants ORDER BY id',
  'SELECT * FROM product_options ORDER BY id',
  'SELECT * FROM product_option_values ORDER BY id',
  'SELECT * FROM product_channels ORDER BY product_id, channel_id',
];

interface CategoryRow {
  id: number;
  tree_id: number;
  parent_id: number;
  name: string;
}
interface ProductRow {
  id: number;
  sku: string;
  brand_id: number;
  categories: string;
  base_variant_id: number | null;
  inventory_tracking: string;
  inventory_level: number;
  upc: string;
}
interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  upc: string;
  inventory_level: number;
  option_values: string;
}

const small = seeded();

describe('the catalogue seed', () => {
  it('is the same for the same store hash and moment, another for another hash', () => {
    const again = seeded();
    for (const query of catalogTables) expect(all(again, query), query).toEqual(all(small, query));
    const other = seeded({ storeHash: 'other' });
    const skus = (db: PlatformDatabase) => all(db, 'SELECT sku FROM variants ORDER BY id');
    expect(skus(other)).not.toEqual(skus(small));
  });

  it('makes counts.brands brands, the families’ among them', () => {
    const brands = all<{ id: number; name: string }>(small, 'SELECT id, name FROM brands');
    expect(brands).toHaveLength(40);
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(40);
    expect(brands).toContainEqual({ id: 1, name: 'Fieldhouse' });
    expect(brands).toContainEqual({ id: 12, name: 'Tidewell' });
  });

  it('makes at least counts.categories categories over three trees, nested three levels', () => {
    const check = (db: PlatformDatabase, minimum: number) => {
      const categories = all<CategoryRow>(
        db,
        'SELECT id, tree_id, parent_id, name FROM categories',
      );
      expect(categories.length).toBeGreaterThanOrEqual(minimum);
      const byId = new Map(categories.map((category) => [category.id, category]));
      const depthOf = (category: CategoryRow): number => {
        const parent = byId.get(category.parent_id);
        if (category.parent_id === 0) return 1;
        if (!parent || parent.tree_id !== category.tree_id)
          throw new Error(`orphan ${category.id}`);
        return depthOf(parent) + 1;
      };
      for (const tree of [1, 2, 3]) {
        const depths = categories.filter((c) => c.tree_id === tree).map(depthOf);
        expect(Math.max(...depths), `tree ${tree}`).toBe(3);
        expect(depths.filter((depth) => depth === 1).length).toBeGreaterThan(3);
      }
      // Names are unique among siblings, as the platform requires.
      const siblings = categories.map((c) => `${c.tree_id}/${c.parent_id}/${c.name}`);
      expect(new Set(siblings).size).toBe(siblings.length);
    };
    check(small, 150);
    check(seeded({ counts: { categories: 260 } }), 260);
  });

  it('puts every product in an existing brand and in categories of the default tree', () => {
    const brands = new Set(all<{ id: number }>(small, 'SELECT id FROM brands').map((b) => b.id));
    const defaultTree = new Set(
      all<{ id: number }>(small, 'SELECT id FROM categories WHERE tree_id = 1').map((c) => c.id),
    );
    const products = all<ProductRow>(small, 'SELECT * FROM products');
    expect(products).toHaveLength(300);
    for (const product of products) {
      expect(brands.has(product.brand_id), `brand of ${product.sku}`).toBe(true);
      const categories = JSON.parse(product.categories) as number[];
      expect(categories.length).toBeGreaterThanOrEqual(2);
      for (const id of categories)
        expect(defaultTree.has(id), `${id} of ${product.sku}`).toBe(true);
      expect(families.some((family) => categories.includes(family.categoryId))).toBe(true);
    }
  });

  it('gives each product a base variant, or 2 to 6 variants made of its options', () => {
    const products = all<ProductRow>(small, 'SELECT * FROM products');
    const variants = all<VariantRow>(small, 'SELECT * FROM variants');
    const optionValues = new Map(
      all<{ id: number; product_id: number; label: string }>(
        small,
        `SELECT v.id, o.product_id, v.label FROM product_option_values AS v
         JOIN product_options AS o ON o.id = v.option_id`,
      ).map((value) => [value.id, value]),
    );
    const byProduct = new Map<number, VariantRow[]>();
    for (const variant of variants) {
      byProduct.set(variant.product_id, [...(byProduct.get(variant.product_id) ?? []), variant]);
    }
    let withOptions = 0;
    for (const product of products) {
      const own = byProduct.get(product.id) ?? [];
      if (product.base_variant_id !== null) {
        expect(own).toHaveLength(1);
        expect(own[0]).toMatchObject({
          id: product.base_variant_id,
          sku: product.sku,
          option_values: '[]',
        });
        expect(own[0]?.upc).toBe(product.upc);
        continue;
      }
      withOptions += 1;
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
      for (const variant of own) {
        const values = JSON.parse(variant.option_values) as Array<{ id: number; label: string }>;
        expect(values.length).toBeGreaterThan(0);
        for (const value of values) {
          expect(optionValues.get(value.id)).toEqual({
            id: value.id,
            product_id: product.id,
            label: value.label,
          });
        }
      }
      if (product.inventory_tracking === 'variant') {
        expect(product.inventory_level).toBe(own.reduce((sum, v) => sum + v.inventory_level, 0));
      }
    }
    expect(withOptions / products.length).toBeGreaterThan(0.5);
    // About counts.variants (900 for `small`), every SKU unique, every UPC a valid UPC-A.
    expect(variants.length).toBeGreaterThan(800);
    expect(variants.length).toBeLessThan(1000);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
    const upcs = variants.map((variant) => variant.upc).filter((upc) => upc !== '');
    expect(upcs.length).toBeGreaterThan(variants.length / 2);
    for (const upc of upcs) expect(upcA(upc.slice(0, 11))).toBe(upc);
  });

  it('lists most products on the storefront channel, some on the others, each on one at least', () => {
    const channels = all<{ product_id: number; channel_id: number }>(
      small,
      'SELECT product_id, channel_id FROM product_channels',
    );
    const products = new Set(channels.map((row) => row.product_id));
    expect(products.size).toBe(300);
    const on = (channel: number) => channels.filter((row) => row.channel_id === channel).length;
    expect(on(1)).toBeGreaterThan(260);
    expect(on(2)).toBeGreaterThan(40);
    expect(on(3)).toBeGreaterThan(20);
    expect(on(1) + on(2) + on(3)).toBe(channels.length);
  });

  it('makes the demo size: 2,000 products and about 6,000 variants', () => {
    const demo = seeded({ size: 'demo' });
    const count = (table: string) =>
      demo.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0;
    expect(count('products')).toBe(2000);
    expect(count('variants')).toBeGreaterThan(5400);
    expect(count('variants')).toBeLessThan(6600);
    expect(count('brands')).toBe(40);
    expect(count('categories')).toBeGreaterThanOrEqual(150);
  });
});
