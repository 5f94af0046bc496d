import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { PlatformDatabase } from '../../db.js';
import { notFound } from '../../errors.js';
import { findImage, imageSizes, type ImageSize } from './images.js';
import { productImageSvg } from './svg.js';

const paramsSchema = z.object({ file: z.string().regex(/^\d{1,15}\.svg$/) });
const querySchema = z.object({
  size: z.enum(Object.keys(imageSizes) as [ImageSize, ...ImageSize[]]).catch('standard'),
});

/**
 * `GET /product_images/{id}.svg`: the files behind the image URLs of products. Public, like a
 * CDN: browsers load them in `<img>` without the API token.
 */
export function imageRoutes(app: FastifyInstance, db: PlatformDatabase): void {
  app.get('/product_images/:file', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) throw notFound();
    const image = findImage(db, Number.parseInt(params.data.file, 10));
    if (!image) throw notFound();
    const { size } = querySchema.parse(request.query ?? {});
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        productImageSvg({
          imageId: image.id,
          productName: image.product_name,
          categoriesJson: image.product_categories,
          size: imageSizes[size],
        }),
      );
  });
}
