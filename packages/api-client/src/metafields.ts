import * as z from 'zod/mini';
import {
  listMetaSchema,
  metafieldSchema,
  type Metafield,
  type MetafieldPayload,
  type ReassignOwnerBody,
  type ResourceType,
} from '@metafields/core';
import type { Http } from './http.js';

/** The record whose metafields are read or written; a variant also names its product. */
export type MetafieldOwner =
  | { type: Exclude<ResourceType, 'variant'>; id: number }
  | { type: 'variant'; id: number; productId: number };

/** The platform path of one record (spec section 7: the owner's path + /metafields). */
export function ownerPath(owner: MetafieldOwner): string {
  switch (owner.type) {
    case 'product':
      return `v3/catalog/products/${owner.id}`;
    case 'variant':
      return `v3/catalog/products/${owner.productId}/variants/${owner.id}`;
    case 'brand':
      return `v3/catalog/brands/${owner.id}`;
    case 'category':
      return `v3/catalog/categories/${owner.id}`;
    case 'channel':
      return `v3/channels/${owner.id}`;
    case 'customer':
      return `v3/customers/${owner.id}`;
    case 'order':
      return `v3/orders/${owner.id}`;
    case 'location':
      return `v3/inventory/locations/${owner.id}`;
  }
}

const metafieldList = z.object({ data: z.array(metafieldSchema), meta: listMetaSchema });
const oneMetafield = z.object({ data: metafieldSchema });
/**
 * A create's or update's answer: one metafield, or, for customers, a list of the one written
 * (the platform's customers document answers single writes as its batch does).
 */
const writtenMetafield = z.object({
  data: z.union([metafieldSchema, z.tuple([metafieldSchema])]),
});
const metafieldWritten = (body: unknown): Metafield => {
  const { data } = writtenMetafield.parse(body);
  return Array.isArray(data) ? data[0] : data;
};
/** The platform's largest page: a record's metafields come in as few calls as possible. */
const pageSize = 250;

/** A record's metafields, through the gateway; `storeApi` turns a platform path into its URL. */
export function metafieldCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  const url = (storeHash: string, owner: MetafieldOwner, rest = '') =>
    storeApi(storeHash, `${ownerPath(owner)}/metafields${rest}`);

  return {
    /** Every metafield of the record, all pages of them (the table pages in the client). */
    list: (storeHash: string, owner: MetafieldOwner) =>
      call(async (http) => {
        const all: Metafield[] = [];
        for (let page = 1; ; page += 1) {
          // The spec's list query: newest first.
          const searchParams = { limit: pageSize, page, sort: 'id', direction: 'desc' };
          const body = metafieldList.parse(
            await http.get(url(storeHash, owner), { searchParams }).json(),
          );
          all.push(...body.data);
          if (page >= body.meta.pagination.total_pages) return all;
        }
      }),
    get: (storeHash: string, owner: MetafieldOwner, metafieldId: number) =>
      call(async (http) => {
        const searchParams = { exclude_fields: 'resource_type,resource_id,date_created' };
        const answer = await http.get(url(storeHash, owner, `/${metafieldId}`), { searchParams });
        return oneMetafield.parse(await answer.json()).data;
      }),
    create: (storeHash: string, owner: MetafieldOwner, body: MetafieldPayload) =>
      call(async (http) =>
        metafieldWritten(await http.post(url(storeHash, owner), { json: body }).json()),
      ),
    update: (
      storeHash: string,
      owner: MetafieldOwner,
      metafieldId: number,
      body: Partial<MetafieldPayload>,
    ) =>
      call(async (http) =>
        metafieldWritten(
          await http.put(url(storeHash, owner, `/${metafieldId}`), { json: body }).json(),
        ),
      ),
    delete: (storeHash: string, owner: MetafieldOwner, metafieldId: number) =>
      call(async (http) => void (await http.delete(url(storeHash, owner, `/${metafieldId}`)))),
    /** POST /metafields/reassign: gives a metafield to another app (spec section 7). */
    reassign: (storeHash: string, body: ReassignOwnerBody) =>
      call(
        async (http) =>
          void (await http.post(`api/stores/${encodeURIComponent(storeHash)}/metafields/reassign`, {
            json: body,
          })),
      ),
  };
}
