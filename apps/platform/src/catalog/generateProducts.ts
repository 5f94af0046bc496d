import { categoryOfItem, giftBandOf, SALE_CATEGORY_ID } from './categoryLayout.js';
import { platformDate } from '../dates.js';
import type { Random } from '../prng.js';
import { families, GIFTS_CATEGORY, type CatalogItem, type Family } from './families.js';
import { slug } from './slug.js';

/** A demo product, in the `products` table's column names. */
export interface SeedProduct {
  name: string;
  sku: string;
  description: string;
  weight: number;
  price: number;
  cost_price: number;
  retail_price: number;
  sale_price: number;
  categories: string;
  brand_id: number;
  inventory_level: number;
  inventory_warning_level: number;
  /** `variant` once the variant seeder gives it options and stock per variant. */
  inventory_tracking: 'none' | 'product' | 'variant';
  reviews_rating_sum: number;
  reviews_count: number;
  total_sold: number;
  is_free_shipping: number;
  is_visible: number;
  is_featured: number;
  search_keywords: string;
  availability: 'available' | 'disabled' | 'preorder';
  preorder_release_date: string | null;
  preorder_message: string;
  date_created: string;
  date_modified: string;
  view_count: number;
  custom_url: string;
  /** The base variant's UPC for a product without options; set by the variant seeder. */
  upc: string;
}

/** A demo product and what the other seeders build from: its images, family and item. */
export interface GeneratedProduct {
  product: SeedProduct;
  /** Descriptions of its images, the first being the primary (thumbnail) image. */
  images: string[];
  family: Family;
  item: CatalogItem;
}

const DAY_MS = 86_400_000;
const MIN_PRICE = 4.99;
const MAX_PRICE = 499;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Shop prices: mostly .99, some round, some .50, always within the catalogue's range. */
function shopPrice(random: Random, [min, max]: readonly [number, number]): number {
  const whole = random.int(Math.floor(min), Math.max(Math.floor(min), Math.ceil(max) - 1));
  const cents = random.pick([0.99, 0.99, 0.99, 0, 0.5]);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, round2(whole + cents)));
}

function salePrice(random: Random, price: number): number {
  const discounted = Math.floor(price * (0.6 + random.next() * 0.3)) + 0.99;
  return discounted < price ? round2(discounted) : round2(price * 0.8);
}

interface Draw {
  family: Family;
  item: CatalogItem;
  material: readonly [name: string, code: string];
  colour: string;
  name: string;
}

/** "Linen Apron — Sage", unique in the store (as the platform requires); rare repeats get a number. */
function uniqueName(random: Random, taken: Set<string>, editions: Map<string, number>): Draw {
  for (let attempt = 0; ; attempt += 1) {
    const family = random.pick(families);
    const item = random.pick(family.items);
    const material = random.pick(item.materials);
    const colour = random.pick(family.colours);
    const base = `${material[0]} ${item.noun} — ${colour}`;
    if (!taken.has(base)) return { family, item, material, colour, name: base };
    if (attempt >= 20) {
      // Editions of a name are numbered in turn; remembering the next one keeps a large
      // catalogue (tens of thousands of products over a few hundred names) fast.
      let edition = editions.get(base) ?? 2;
      while (taken.has(`${base} No. ${edition}`)) edition += 1;
      editions.set(base, edition + 1);
      return { family, item, material, colour, name: `${base} No. ${edition}` };
    }
  }
}

/** `count` products drawn from `random`; the same seed and `now` give the same catalogue. */
export function generateProducts(random: Random, count: number, now: Date): GeneratedProduct[] {
  const taken = new Set<string>();
  const editions = new Map<string, number>();
  const products: GeneratedProduct[] = [];
  for (let index = 1; index <= count; index += 1) {
    const { family, item, material, colour, name } = uniqueName(random, taken, editions);
    taken.add(name);

    const price = shopPrice(random, item.price);
    const onSale = random.chance(0.2);
    const tracked = random.chance(0.8);
    const created = now.getTime() - Math.floor(random.next() * 730 * DAY_MS);
    const modified = created + Math.floor(random.next() * (now.getTime() - created));
    const availability = random.chance(0.03)
      ? 'preorder'
      : random.chance(0.02)
        ? 'disabled'
        : 'available';
    const reviews = random.chance(0.6) ? random.int(1, 40) : 0;
    const gift = random.chance(0.15);
    // The family, the item's own category, and the gift guide and sale where they apply.
    const categories = [
      family.categoryId,
      categoryOfItem(item.noun),
      ...(gift ? [GIFTS_CATEGORY.id, giftBandOf(price)] : []),
      ...(onSale ? [SALE_CATEGORY_ID] : []),
    ];

    const product: SeedProduct = {
      name,
      sku: `${item.code}-${material[1]}-${String(index).padStart(4, '0')}`,
      description: `<p>${material[0]} ${item.noun.toLowerCase()} in ${colour.toLowerCase()}. ${family.blurb}</p>`,
      weight: round2(item.weight[0] + random.next() * (item.weight[1] - item.weight[0])),
      price,
      cost_price: round2(price * (0.35 + random.next() * 0.25)),
      retail_price: random.chance(0.3) ? Math.round(price * (1.2 + random.next() * 0.3)) : 0,
      sale_price: onSale ? salePrice(random, price) : 0,
      categories: JSON.stringify(categories),
      brand_id: random.pick(family.brands)[0],
      inventory_level: tracked && !random.chance(0.1) ? random.int(1, 250) : 0,
      inventory_warning_level: tracked ? random.pick([5, 10, 20]) : 0,
      inventory_tracking: tracked ? 'product' : 'none',
      reviews_rating_sum: reviews * random.int(3, 5),
      reviews_count: reviews,
      total_sold: Math.floor(random.next() ** 2 * 600),
      is_free_shipping: price >= 150 ? 1 : 0,
      is_visible: random.chance(0.1) ? 0 : 1,
      is_featured: random.chance(0.08) ? 1 : 0,
      search_keywords: [item.noun, material[0], colour, family.key].join(', ').toLowerCase(),
      availability,
      preorder_release_date:
        availability === 'preorder'
          ? platformDate(new Date(now.getTime() + random.int(14, 90) * DAY_MS))
          : null,
      preorder_message: availability === 'preorder' ? 'Ships from %%DATE%%' : '',
      date_created: platformDate(new Date(created)),
      date_modified: platformDate(new Date(modified)),
      view_count: random.int(0, 5000),
      custom_url: `/${slug(name)}/`,
      upc: '',
    };
    const images = random.chance(0.88)
      ? [name, ...(random.chance(0.25) ? [`${name}, detail`] : [])]
      : [];
    products.push({ product, images, family, item });
  }
  return products;
}
