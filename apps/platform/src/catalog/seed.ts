import { generateProducts } from '../seed/generateProducts.js';
import type { SeedContext } from '../seed/context.js';

/** Brands, category trees and their categories, products with images, and variants. */
export function seedCatalog(context: SeedContext): void {
  const { db, storeHash, now, counts } = context;
  const products = generateProducts(context.random('products'), counts.products, now);
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
}
