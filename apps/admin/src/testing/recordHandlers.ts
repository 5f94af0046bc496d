import { delay, http, HttpResponse } from 'msw';
import type { Metafield } from '@metafields/core';

/** The product the record stories open: /stores/demo/products/7/metafields. */
export const productPath = '/bc-api/stores/demo/v3/catalog/products/7';
const metafieldsPath = `${productPath}/metafields`;

export const productName = (name = 'Linen Apron') =>
  http.get(productPath, () => HttpResponse.json({ data: { name } }));
export const productMissing = http.get(productPath, () =>
  HttpResponse.json(
    { status: 404, title: 'The requested product was not found.' },
    { status: 404 },
  ),
);

export const careNotes: Metafield = {
  id: 41,
  namespace: 'care',
  key: 'wash',
  value: '{"temperature":"cold"}',
  description: 'How to wash it',
  permission_set: 'write',
  owner_client_id: 'a1b2c3d4',
  resource_type: 'product',
  resource_id: 7,
  date_created: '2026-01-05T10:00:00+00:00',
  date_modified: '2026-03-18T12:15:00+00:00',
};
export const seoTitle: Metafield = {
  ...careNotes,
  id: 42,
  namespace: 'seo',
  key: 'title',
  value: '"Linen apron for bakers"',
  description: '',
  permission_set: 'write_and_sf_access',
};

/** The product's metafields, kept for the story: writes change what the next read answers. */
export function productMetafields(initial: Metafield[]) {
  let stored = [...initial];
  const one = (params: { id?: string | readonly string[] }) =>
    stored.find((metafield) => String(metafield.id) === params.id);
  return [
    http.get(metafieldsPath, () =>
      HttpResponse.json({
        data: stored,
        meta: {
          pagination: {
            total: stored.length,
            count: stored.length,
            per_page: 250,
            current_page: 1,
            total_pages: 1,
          },
        },
      }),
    ),
    http.get(`${metafieldsPath}/:id`, ({ params }) => {
      const found = one(params);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ status: 404, title: 'Not found' }, { status: 404 });
    }),
    http.post(metafieldsPath, async ({ request }) => {
      const created = { ...careNotes, ...((await request.json()) as object), id: 99 };
      stored = [created, ...stored];
      return HttpResponse.json({ data: created });
    }),
    http.put(`${metafieldsPath}/:id`, async ({ params, request }) => {
      const updated = { ...one(params)!, ...((await request.json()) as object) };
      stored = stored.map((metafield) => (metafield.id === updated.id ? updated : metafield));
      return HttpResponse.json({ data: updated });
    }),
    http.delete(`${metafieldsPath}/:id`, ({ params }) => {
      stored = stored.filter((metafield) => String(metafield.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const metafieldsFail = http.get(metafieldsPath, () =>
  HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
);
export const metafieldsNeverAnswer = http.get(metafieldsPath, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
/** A save refused because the namespace and key are taken. */
export const createConflict = http.post(metafieldsPath, () =>
  HttpResponse.json({ status: 409, title: 'Conflict' }, { status: 409 }),
);
