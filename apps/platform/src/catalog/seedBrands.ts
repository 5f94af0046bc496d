import type { Random } from '../prng.js';
import { families } from './families.js';
import type { SeedContext } from '../seedContext.js';
import { slug } from './slug.js';

/** Brands the store carries without products at the moment, after the families' brands. */
const otherBrands = [
  'Wildhaven',
  'Blue Heron',
  'Greywood',
  'Sunday Supply',
  'Foxglove',
  'Tallow & Twine',
  'Harrow',
  'Juniper Lane',
  'Oxbow',
  'Little Fern',
];
const prefixes = ['North', 'Willow', 'Stone', 'Amber', 'Field', 'Cedar', 'Hollow', 'Birch'];
const suffixes = ['Works', 'Goods', 'Supply', 'Studio', 'Provisions', 'Trading', 'Made', 'House'];

/**
 * `count` brands, ids from 1: the product families' brands first, then the others. Never fewer
 * than the families' brands, so that every product's `brand_id` exists; asked for more brands
 * than are written here, it makes up further names.
 */
export function brandNames(count: number): Array<readonly [id: number, name: string]> {
  const written = [...families.flatMap((family) => family.brands)].sort((a, b) => a[0] - b[0]);
  const names = new Set(written.map(([, name]) => name));
  const list: Array<readonly [number, string]> = [...written];
  const extra = [
    ...otherBrands,
    ...prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix} ${suffix}`)),
  ];
  for (let index = 0; list.length < count; index += 1) {
    const name = extra[index] ?? `Maker ${index + 1}`;
    if (!names.has(name)) list.push([list.length + 1, name]);
    names.add(name);
  }
  return list;
}

const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

function keywordsOf(random: Random, name: string): string[] {
  return random.chance(0.5) ? [] : [name.toLowerCase(), random.pick(['handmade', 'small batch'])];
}

export function seedBrands(context: SeedContext): void {
  const { db, storeHash, counts } = context;
  const random = context.random('brands');
  const insert = db.prepare(`
    INSERT INTO brands (store_hash, id, name, page_title, meta_keywords, meta_description,
      search_keywords, custom_url)
    VALUES (@store_hash, @id, @name, @page_title, @meta_keywords, @meta_description,
      @search_keywords, @custom_url)
  `);
  for (const [id, name] of brandNames(counts.brands)) {
    const described = random.chance(0.6);
    insert.run({
      store_hash: storeHash,
      id,
      name,
      page_title: described ? `${name} | Shop the collection` : '',
      meta_keywords: JSON.stringify(keywordsOf(random, name)),
      meta_description: described ? `Everything by ${name}, in stock and ready to ship.` : '',
      search_keywords: described ? wordsOf(name).join(', ') : '',
      custom_url: `/brands/${slug(name)}/`,
    });
  }
}
