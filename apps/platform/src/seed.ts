import type { PlatformDatabase } from './db.js';
import { platformDate } from './dates.js';
import { createRandom, hashSeed, type Random } from './prng.js';
import { generateProducts } from './seed/generateProducts.js';
import { findStoreByHash } from './stores.js';

export interface SeedStoreOptions {
  storeHash: string;
  accessToken: string;
  /** How many demo products to create; 300 by default. */
  productCount?: number;
  /** The store's name; "Metafield Studio Demo" by default. */
  name?: string;
  /** The moment the catalogue's dates count back from; the current time by default. */
  now?: Date;
}

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Creates a store with a realistic catalogue, drawn from a generator seeded by the store hash:
 * the same hash, count and `now` always give the same store. Does nothing if the store exists.
 * Returns whether it created the store.
 */
export function seedDemoStore(db: PlatformDatabase, options: SeedStoreOptions): boolean {
  const { storeHash, accessToken, productCount = 300, name = 'Metafield Studio Demo' } = options;
  const now = options.now ?? new Date();
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productCount must be a non-negative integer, got ${productCount}`);
  }
  const random = createRandom(hashSeed(`store:${storeHash}`));
  const products = generateProducts(random, productCount, now);
  const domain = `store-${storeHash}.mybigcommerce.com`;

  const insertStore = db.prepare(`
    INSERT INTO stores (store_hash, store_id, account_uuid, name, access_token, domain,
      first_name, last_name, address, phone, admin_email, order_email, industry, created_at)
    VALUES (@store_hash, (SELECT COALESCE(MAX(store_id), 1000000) + 1 FROM stores), @account_uuid,
      @name, @access_token, @domain, 'Jane', 'Doe', '1 Market Street, Austin, TX 78701',
      '555-010-0199', @admin_email, @order_email, 'Home & Garden', @created_at)
  `);
  const insertProduct = db.prepare(`
    INSERT INTO products (store_hash, name, sku, description, weight, price, cost_price,
      retail_price, sale_price, categories, brand_id, inventory_level, inventory_warning_level,
      inventory_tracking, reviews_rating_sum, reviews_count, total_sold, is_free_shipping,
      is_visible, is_featured, search_keywords, availability, preorder_release_date,
      preorder_message, date_created, date_modified, view_count, custom_url)
    VALUES (@store_hash, @name, @sku, @description, @weight, @price, @cost_price,
      @retail_price, @sale_price, @categories, @brand_id, @inventory_level,
      @inventory_warning_level, @inventory_tracking, @reviews_rating_sum, @reviews_count,
      @total_sold, @is_free_shipping, @is_visible, @is_featured, @search_keywords, @availability,
      @preorder_release_date, @preorder_message, @date_created, @date_modified, @view_count,
      @custom_url)
  `);
  const insertImage = db.prepare(`
    INSERT INTO product_images (product_id, is_thumbnail, sort_order, description, date_modified)
    VALUES (?, ?, ?, ?, ?)
  `);

  // One transaction: the existence check and the whole catalogue commit together or not at all.
  return db
    .transaction(() => {
      if (findStoreByHash(db, storeHash)) return false;
      insertStore.run({
        store_hash: storeHash,
        account_uuid: uuid(random),
        name,
        access_token: accessToken,
        domain,
        admin_email: `owner@${domain}`,
        order_email: `orders@${domain}`,
        created_at: platformDate(now),
      });
      for (const { images, ...product } of products) {
        const { lastInsertRowid } = insertProduct.run({ store_hash: storeHash, ...product });
        images.forEach((description, position) => {
          insertImage.run(
            lastInsertRowid,
            position === 0 ? 1 : 0,
            position,
            description,
            product.date_modified,
          );
        });
      }
      return true;
    })
    .immediate();
}
