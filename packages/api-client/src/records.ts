import * as z from 'zod/mini';
import { customerSchema, locationSchema, orderSchema, variantSchema } from '@metafields/core';
import { ApiError } from './ApiError.js';
import type { Http } from './http.js';
import type { MetafieldOwner } from './metafields.js';

const named = z.object({ data: z.object({ name: z.string() }) });
const namedList = z.object({ data: z.array(z.object({ name: z.string() })) });
const variantAnswer = z.object({
  data: z.pick(variantSchema, { sku: true, option_values: true }),
});
const customers = z.object({
  data: z.array(z.pick(customerSchema, { first_name: true, last_name: true })),
});
const locations = z.object({ data: z.array(z.pick(locationSchema, { label: true })) });
const order = z.pick(orderSchema, { billing_address: true });

// The single reads of these lists answer 404 when the record is gone; so does this lookup.
const notFound = () => new ApiError(404, 'not_found', undefined);

/** A variant's name: its option labels joined ('Beige Large'), else its SKU (spec section 2). */
export function variantName(variant: z.infer<typeof variantAnswer>['data']): string {
  const labels = variant.option_values.map((value) => value.label).join(' ');
  return labels === '' ? variant.sku : labels;
}

/**
 * The name of a record, for the title of its metafield page: a product, brand, category or
 * channel's name, a variant's product name and option labels, a customer's or an order's billing name, a
 * location's label. Customers and locations have no single read on the platform, and a
 * category outside the default channel's tree is found only through the trees.
 */
export function recordNameCall(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  return (storeHash: string, owner: MetafieldOwner): Promise<string> =>
    call(async (http) => {
      const get = async (path: string, searchParams?: Record<string, string>) =>
        http.get(storeApi(storeHash, path), searchParams && { searchParams }).json();
      switch (owner.type) {
        case 'product':
          return named.parse(
            await get(`v3/catalog/products/${owner.id}`, { include_fields: 'name' }),
          ).data.name;
        case 'brand':
          return named.parse(await get(`v3/catalog/brands/${owner.id}`)).data.name;
        case 'category': {
          // Through the trees: the single category read serves the default channel's tree only.
          const [category] = namedList.parse(
            await get('v3/catalog/trees/categories', { 'category_id:in': String(owner.id) }),
          ).data;
          if (!category) throw notFound();
          return category.name;
        }
        case 'channel':
          return named.parse(await get(`v3/channels/${owner.id}`)).data.name;
        case 'variant': {
          // 'Medium' alone does not say what is medium: the product's name comes first.
          const [product, variant] = await Promise.all([
            get(`v3/catalog/products/${owner.productId}`, { include_fields: 'name' }),
            get(`v3/catalog/products/${owner.productId}/variants/${owner.id}`),
          ]);
          const productName = named.parse(product).data.name;
          return `${productName} — ${variantName(variantAnswer.parse(variant).data)}`;
        }
        case 'customer': {
          const [customer] = customers.parse(
            await get('v3/customers', { 'id:in': String(owner.id) }),
          ).data;
          if (!customer) throw notFound();
          return `${customer.first_name} ${customer.last_name}`.trim();
        }
        case 'order': {
          const { billing_address: billing } = order.parse(await get(`v2/orders/${owner.id}`));
          return `${billing.first_name} ${billing.last_name}`.trim();
        }
        case 'location': {
          const [location] = locations.parse(
            await get('v3/inventory/locations', { 'location_id:in': String(owner.id) }),
          ).data;
          if (!location) throw notFound();
          return location.label;
        }
      }
    });
}
