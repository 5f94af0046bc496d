import { allRows } from '../../statements.js';
import type { PlatformDatabase } from '../../db.js';
import { sql } from '../../sql.js';

export interface ProductImageRow {
  id: number;
  product_id: number;
  is_thumbnail: number;
  sort_order: number;
  description: string;
  date_modified: string;
}

/** Pixel sizes of the platform's image renditions, served by `GET /product_images/{id}.svg`. */
export const imageSizes = { zoom: 1280, standard: 500, thumbnail: 220, tiny: 44 } as const;
export type ImageSize = keyof typeof imageSizes;

export function imageUrl(publicUrl: string, imageId: number, size: ImageSize): string {
  return `${publicUrl}/product_images/${imageId}.svg?size=${size}`;
}

/** `productImage_Full`, its URLs pointing at this emulator. */
export function serializeImage(row: ProductImageRow, publicUrl: string) {
  return {
    id: row.id,
    product_id: row.product_id,
    is_thumbnail: row.is_thumbnail === 1,
    sort_order: row.sort_order,
    description: row.description,
    image_file: `product_images/${row.id}.svg`,
    url_zoom: imageUrl(publicUrl, row.id, 'zoom'),
    url_standard: imageUrl(publicUrl, row.id, 'standard'),
    url_thumbnail: imageUrl(publicUrl, row.id, 'thumbnail'),
    url_tiny: imageUrl(publicUrl, row.id, 'tiny'),
    date_modified: row.date_modified,
  };
}

/** The images of a page of products in one query, each product's in display order. */
export function imagesOf(
  db: PlatformDatabase,
  productIds: readonly number[],
): Map<number, ProductImageRow[]> {
  const byProduct = new Map<number, ProductImageRow[]>();
  if (productIds.length === 0) return byProduct;
  // One statement text for any page size: the ids travel as one JSON parameter.
  const rows = allRows<ProductImageRow>(
    db,
    sql(
      `SELECT * FROM product_images WHERE product_id IN (SELECT value FROM json_each(?))
       ORDER BY product_id, sort_order, id`,
      JSON.stringify(productIds),
    ),
  );
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

export interface ImageWithProduct extends ProductImageRow {
  product_name: string;
  product_sku: string;
  product_categories: string;
}

export function findImage(db: PlatformDatabase, imageId: number): ImageWithProduct | undefined {
  return db
    .prepare<[number], ImageWithProduct>(
      `SELECT i.*, p.name AS product_name, p.sku AS product_sku, p.categories AS product_categories
       FROM product_images AS i JOIN products AS p ON p.id = i.product_id
       WHERE i.id = ?`,
    )
    .get(imageId);
}
