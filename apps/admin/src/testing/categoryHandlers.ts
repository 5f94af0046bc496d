import { delay, http, HttpResponse } from 'msw';
import type { Channel, Variant } from '@metafields/core';

const api = '/bc-api/stores/demo/v3';

// Channel icons inline, so the stories need no network.
const icon = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${fill}"/></svg>`,
  )}`;

export const demoChannels: Channel[] = [
  { id: 1, name: 'Metafield Studio Demo', icon_url: icon('#2451c7') },
  { id: 3, name: 'Wholesale', icon_url: icon('#0f7b3f') },
];

interface TreeCategory {
  id: number;
  name: string;
  url: string;
  children: TreeCategory[];
}
const category = (id: number, name: string, children: TreeCategory[] = []): TreeCategory => ({
  id,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/`,
  children,
});

/** Each channel's tree (tree id = channel id here), as `/trees/{id}/categories` nests it. */
export const demoTrees: Record<number, TreeCategory[]> = {
  1: [
    category(18, 'Apparel', [
      category(19, 'Tops', [category(20, 'Tees')]),
      category(21, 'Workwear'),
    ]),
    category(30, 'Kitchen'),
    category(40, 'New Arrivals'),
  ],
  3: [category(60, 'Case Packs', [category(61, 'Apron Cases')])],
};

const pagination = (total: number, perPage = 250, page = 1) => ({
  pagination: {
    total,
    count: total,
    per_page: perPage,
    current_page: page,
    total_pages: Math.ceil(total / perPage),
  },
});

/** The storefront channels, the trees of each channel and their categories. */
export function categoryTree(channels = demoChannels, trees = demoTrees) {
  return [
    http.get(`${api}/channels`, () =>
      HttpResponse.json({ data: channels, meta: pagination(channels.length) }),
    ),
    http.get(`${api}/catalog/trees`, ({ request }) => {
      const channelId = Number(new URL(request.url).searchParams.get('channel_id:in'));
      const found = trees[channelId]
        ? [{ id: channelId, name: 'Tree', channels: [channelId] }]
        : [];
      return HttpResponse.json({ data: found, meta: pagination(found.length) });
    }),
    http.get(`${api}/catalog/trees/:treeId/categories`, ({ params }) =>
      HttpResponse.json({ data: trees[Number(params['treeId'])] ?? [], meta: {} }),
    ),
  ];
}

export const channelsFail = http.get(`${api}/channels`, () =>
  HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
);
export const channelsNeverAnswer = http.get(`${api}/channels`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/**
 * The categories of every tree, as `GET /trees/categories` filters them: `keyword` and
 * `name:like` (in the name, any case), `category_id:in`, `tree_id:in`, then paged by `limit`
 * (the search asks for five) and `page`.
 */
export const categorySearch = http.get(`${api}/catalog/trees/categories`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const listOf = (name: string) => query.get(name)?.split(',').map(Number);
  const holds = (name: string, text: string | null) =>
    text === null || name.toLowerCase().includes(text.toLowerCase());
  const ids = listOf('category_id:in');
  const treeIds = listOf('tree_id:in');
  const all: { node: TreeCategory; treeId: number }[] = [];
  const visit = (treeId: number, list: TreeCategory[]) =>
    list.forEach((node) => {
      all.push({ node, treeId });
      visit(treeId, node.children);
    });
  Object.entries(demoTrees).forEach(([treeId, list]) => visit(Number(treeId), list));
  const matching = all.filter(
    ({ node, treeId }) =>
      holds(node.name, query.get('keyword')) &&
      holds(node.name, query.get('name:like')) &&
      (ids === undefined || ids.includes(node.id)) &&
      (treeIds === undefined || treeIds.includes(treeId)),
  );
  const limit = Number(query.get('limit') ?? 50);
  const page = Number(query.get('page') ?? 1);
  const found = matching
    .slice((page - 1) * limit, page * limit)
    .map(({ node }) => ({ category_id: node.id, name: node.name, url: { path: node.url } }));
  return HttpResponse.json({ data: found, meta: pagination(matching.length, limit, page) });
});

/** A category's metafield page opened from the search or the tree: its name, no metafields. */
export const categoryPage = [
  categorySearch,
  http.get(`${api}/catalog/categories/:id/metafields`, () =>
    HttpResponse.json({ data: [], meta: pagination(0) }),
  ),
];

/** Variants of product 7: a page of them as the platform serves it. */
export function variants(list: Variant[], total = list.length) {
  return http.get(`${api}/catalog/products/7/variants`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const limit = Number(search.get('limit') ?? 250);
    const page = Number(search.get('page') ?? 1);
    return HttpResponse.json({
      // Later pages differ by their ids and SKUs, as the next variants would.
      data: list.map((variant) => ({
        ...variant,
        id: variant.id + (page - 1) * 1000,
        sku: page === 1 ? variant.sku : `${variant.sku}-P${page}`,
      })),
      meta: pagination(total, limit, page),
    });
  });
}
/**
 * The platform's variant search (`GET /v3/catalog/variants?product_id:in=7&sku=…`), over every
 * page `variants(list, total)` gives: a SKU matches whole, `…-P2` being its second page's.
 */
export function variantsBySku(
  list: Variant[],
  total = list.length,
  seen: (query: string) => void = () => {},
) {
  return http.get(`${api}/catalog/variants`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    seen(search.toString());
    const sku = search.get('sku') ?? '';
    const [, base = sku, pageText = '1'] = /^(.{1,200}?)-P(\d{1,4})$/.exec(sku) ?? [];
    const page = Number(pageText);
    const found = list
      .filter((variant) => variant.sku === base && page <= Math.ceil(total / 250))
      .map((variant) => ({ ...variant, id: variant.id + (page - 1) * 1000, sku }));
    const data = search.get('product_id:in') === '7' ? found : [];
    return HttpResponse.json({ data, meta: pagination(data.length) });
  });
}
export const variantsFail = http.get(`${api}/catalog/products/7/variants`, () =>
  HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
);
export const variantsNeverAnswer = http.get(`${api}/catalog/products/7/variants`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** A variant's metafield page: its name (option labels) and no metafields yet. */
export const variantPage = [
  http.get(`${api}/catalog/products/7/variants/:id`, () =>
    HttpResponse.json({ data: { sku: 'APR-LIN-S', option_values: [{ label: 'Small' }] } }),
  ),
  http.get(`${api}/catalog/products/7/variants/:id/metafields`, () =>
    HttpResponse.json({ data: [], meta: pagination(0) }),
  ),
];

export const demoVariants: Variant[] = [
  {
    id: 70,
    sku: 'APR-LIN-S',
    option_values: [{ label: 'Beige' }, { label: 'Small' }],
    image_url: '',
  },
  {
    id: 71,
    sku: 'APR-LIN-L',
    option_values: [{ label: 'Beige' }, { label: 'Large' }],
    image_url: '',
  },
  { id: 72, sku: 'APR-LIN-PLAIN', option_values: [], image_url: '/img/product-default.svg' },
];
