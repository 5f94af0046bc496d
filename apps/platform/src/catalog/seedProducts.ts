import type { Random } from '../prng.js';
import { CHANNEL_IDS, type SeedContext } from '../seedContext.js';
import { generateProducts } from './generateProducts.js';
import { planVariants, VariantCounters, variantMix, type VariantPlan } from './variantPlan.js';

/** The share of products on each of `CHANNEL_IDS`: the storefront, marketplace, wholesale. */
const shareOnChannel = [0.95, 0.3, 0.2];

/**
 * The channels a product is listed on: nearly all on the storefront (1), some also on the
 * marketplace (2) or wholesale (3) channel, a few on those only.
 */
function channelsOf(random: Random): number[] {
  const listed = CHANNEL_IDS.filter((_, index) => random.chance(shareOnChannel[index] ?? 0));
  return listed.length > 0 ? listed : [CHANNEL_IDS[0]];
}

/** Most stock is new; a few items are sold used or refurbished, and say so on the storefront. */
function conditionOf(random: Random): { condition: string; is_condition_shown: number } {
  const draw = random.next();
  if (draw < 0.05) return { condition: 'Used', is_condition_shown: 1 };
  if (draw < 0.08) return { condition: 'Refurbished', is_condition_shown: 1 };
  return { condition: 'New', is_condition_shown: 0 };
}

/**
 * Products with their images, channels, options and variants (`counts.products`, about
 * `counts.variants`).
 */
export function seedProducts(context: SeedContext): void {
  const { db, storeHash, now, counts } = context;
  const generated = generateProducts(context.random('products'), counts.products, now);
  const variantRandom = context.random('variants');
  const channelRandom = context.random('product-channels');
  const conditionRandom = context.random('product-condition');
  const mix = variantMix(generated, counts.variants);
  const counters = new VariantCounters(String(variantRandom.int(1000, 9999)));

  const insertProduct = db.prepare(`
    INSERT INTO products (store_hash, name, sku, description, weight, price, cost_price,
      retail_price, sale_price, categories, brand_id, inventory_level, inventory_warning_level,
      inventory_tracking, reviews_rating_sum, reviews_count, total_sold, is_free_shipping,
      is_visible, is_featured, search_keywords, availability, preorder_release_date,
      preorder_message, date_created, date_modified, view_count, custom_url, upc, condition,
      is_condition_shown)
    VALUES (@store_hash, @name, @sku, @description, @weight, @price, @cost_price,
      @retail_price, @sale_price, @categories, @brand_id, @inventory_level,
      @inventory_warning_level, @inventory_tracking, @reviews_rating_sum, @reviews_count,
      @total_sold, @is_free_shipping, @is_visible, @is_featured, @search_keywords, @availability,
      @preorder_release_date, @preorder_message, @date_created, @date_modified, @view_count,
      @custom_url, @upc, @condition, @is_condition_shown)
  `);
  const insertImage = db.prepare(`
    INSERT INTO product_images (product_id, is_thumbnail, sort_order, description, date_modified)
    VALUES (?, ?, ?, ?, ?)
  `);
  const insertChannel = db.prepare(
    'INSERT INTO product_channels (store_hash, product_id, channel_id) VALUES (?, ?, ?)',
  );
  const insertOption = db.prepare(`
    INSERT INTO product_options (store_hash, product_id, display_name, type, sort_order)
    VALUES (?, ?, ?, ?, ?)
  `);
  const insertOptionValue = db.prepare(`
    INSERT INTO product_option_values (option_id, label, sort_order, is_default)
    VALUES (?, ?, ?, ?)
  `);
  const insertVariant = db.prepare(`
    INSERT INTO variants (store_hash, product_id, sku, sku_id, price, cost_price, sale_price,
      retail_price, weight, is_free_shipping, purchasing_disabled, purchasing_disabled_message,
      upc, inventory_level, inventory_warning_level, bin_picking_number, option_values)
    VALUES (@store_hash, @product_id, @sku, @sku_id, @price, @cost_price, @sale_price,
      @retail_price, @weight, @is_free_shipping, @purchasing_disabled,
      @purchasing_disabled_message, @upc, @inventory_level, @inventory_warning_level,
      @bin_picking_number, @option_values)
  `);
  const setBaseVariant = db.prepare('UPDATE products SET base_variant_id = ? WHERE id = ?');

  /** The options' rows, and each option's values as variants carry them. */
  const addOptions = (productId: number, plan: VariantPlan) =>
    plan.options.map(({ spec, values }, sortOrder) => {
      const optionId = Number(
        insertOption.run(storeHash, productId, spec.name, spec.type, sortOrder).lastInsertRowid,
      );
      return values.map(([label], index) => ({
        id: Number(
          insertOptionValue.run(optionId, label, index, index === 0 ? 1 : 0).lastInsertRowid,
        ),
        label,
        option_id: optionId,
        option_display_name: spec.name,
      }));
    });

  for (const { product, images, item } of generated) {
    const plan = planVariants(variantRandom, product, item, mix, counters);
    const productId = Number(
      insertProduct.run({
        store_hash: storeHash,
        ...product,
        ...plan.product,
        ...conditionOf(conditionRandom),
      }).lastInsertRowid,
    );
    images.forEach((description, position) => {
      insertImage.run(
        productId,
        position === 0 ? 1 : 0,
        position,
        description,
        product.date_modified,
      );
    });
    for (const channel of channelsOf(channelRandom))
      insertChannel.run(storeHash, productId, channel);

    const optionValues = addOptions(productId, plan);
    for (const { values, variant } of plan.variants) {
      const chosen = values.map((value, option) => optionValues[option]?.[value]);
      const { lastInsertRowid } = insertVariant.run({
        store_hash: storeHash,
        product_id: productId,
        ...variant,
        option_values: JSON.stringify(chosen),
      });
      // A simple product's one variant is its base variant; a product with options has none.
      if (values.length === 0) setBaseVariant.run(lastInsertRowid, productId);
    }
  }
}
