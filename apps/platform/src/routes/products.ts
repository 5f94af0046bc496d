import type { FastifyInstance } from 'fastify';
import { storeOf } from '../auth.js';
import type { PlatformDatabase } from '../db.js';
import { paginate, rawQueryOf } from '../pagination.js';
import { projectProduct, serializeProduct, type ApiProduct } from '../products/fields.js';
import { imagesOf, serializeImage, type ProductImageRow } from '../products/images.js';
import { listProducts } from '../products/listProducts.js';
import { parseProductListQuery, type ProductInclude } from '../products/listQuery.js';
import { flattenQuery } from '../query/values.js';

export interface ProductRoutesOptions {
  db: PlatformDatabase;
  /** Base URL of this emulator for image URLs; by default, the address the request came to. */
  publicUrl?: string;
}

/** Adds the sub-resources asked for with `include` (only these ever appear on a product). */
function addIncludes(
  product: ApiProduct,
  include: readonly ProductInclude[],
  images: readonly ProductImageRow[],
  publicUrl: string,
): ApiProduct {
  if (include.includes('images')) {
    product['images'] = images.map((image) => serializeImage(image, publicUrl));
  }
  if (include.includes('primary_image')) {
    const primary = images.find((image) => image.is_thumbnail === 1);
    product['primary_image'] = primary ? serializeImage(primary, publicUrl) : null;
  }
  if (include.includes('channels')) product['channels'] = [1];
  return product;
}

/** `GET /v3/catalog/products` (products_catalog.v3.yml, operation getProducts). */
export function productRoutes(scope: FastifyInstance, options: ProductRoutesOptions): void {
  const { db } = options;

  scope.get('/v3/catalog/products', async (request) => {
    const store = storeOf(request);
    const query = parseProductListQuery(flattenQuery(request.query), new Date());
    const { rows, total } = listProducts(db, store.store_hash, query);
    const publicUrl = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const ids = rows.map((row) => Number(row['id']));
    const needsImages = query.include.includes('images') || query.include.includes('primary_image');
    const images = needsImages ? imagesOf(db, ids) : new Map<number, ProductImageRow[]>();

    const data = rows.map((row, index) =>
      addIncludes(
        projectProduct(serializeProduct(row), query.includeFields, query.excludeFields),
        query.include,
        images.get(ids[index] ?? 0) ?? [],
        publicUrl,
      ),
    );
    const pagination = paginate({
      total,
      count: data.length,
      page: query.page,
      limit: query.limit,
      rawQuery: rawQueryOf(request.url),
    });
    return { data, meta: { pagination } };
  });
}
