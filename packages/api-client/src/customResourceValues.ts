import * as z from 'zod/mini';
import {
  bulkDeleteValuesBody,
  customObjectValueSchema,
  listMetaSchema,
  type CustomObjectValue,
  type SerialisedFieldValue,
} from '@metafields/core';
import type { Http } from './http.js';
import { customObjectsPath } from './customResourcePaths.js';

const valuePage = z.object({ data: z.array(customObjectValueSchema), meta: listMetaSchema });
const oneValue = z.object({ data: customObjectValueSchema });

/** What a page of the values list asks for (spec section 7: page, per_page, search_term). */
export interface ValueListQuery {
  search: string;
  page: number;
  perPage: number;
}

/** A page of values and how many match in all. */
export interface ValueList {
  values: CustomObjectValue[];
  total: number;
}

/** A value as the value form sends it: one serialised property per field's key. */
export type ValueInput = Record<string, SerialisedFieldValue>;

/**
 * The values of a custom resource (spec section 7: /custom-objects/{id}/values[/{valueId}],
 * and DELETE /values with `{"id:in": [ids]}` for a bulk delete).
 */
export function customResourceValueCalls({ call }: Pick<Http, 'call'>) {
  const values = (storeHash: string, objectId: number, rest = '') =>
    customObjectsPath(storeHash, `/${objectId}/values${rest}`);

  return {
    /** A page of values matching the search. */
    list: (storeHash: string, objectId: number, query: ValueListQuery) =>
      call(async (http): Promise<ValueList> => {
        const searchParams = new URLSearchParams({
          page: String(query.page),
          per_page: String(query.perPage),
        });
        const search = query.search.trim();
        if (search !== '') searchParams.set('search_term', search);
        const page = valuePage.parse(
          await http.get(values(storeHash, objectId), { searchParams }).json(),
        );
        return { values: page.data, total: page.meta.pagination.total };
      }),
    get: (storeHash: string, objectId: number, id: number) =>
      call(
        async (http) =>
          oneValue.parse(await http.get(values(storeHash, objectId, `/${id}`)).json()).data,
      ),
    /** Creates a value (POST) or, given its id, replaces it (PUT). */
    save: (storeHash: string, objectId: number, input: ValueInput, id?: number) =>
      call(async (http): Promise<CustomObjectValue> => {
        const answer =
          id === undefined
            ? http.post(values(storeHash, objectId), { json: input })
            : http.put(values(storeHash, objectId, `/${id}`), { json: input });
        return oneValue.parse(await answer.json()).data;
      }),
    remove: (storeHash: string, objectId: number, id: number) =>
      call(async (http) => void (await http.delete(values(storeHash, objectId, `/${id}`)))),
    /** Deletes the values of these ids at once; nothing is sent for none (spec section 5). */
    removeMany: async (storeHash: string, objectId: number, ids: readonly number[]) => {
      const body = bulkDeleteValuesBody(ids);
      if (body === null) return;
      await call(
        async (http) => void (await http.delete(values(storeHash, objectId), { json: body })),
      );
    },
  };
}

export type CustomResourceValueCalls = ReturnType<typeof customResourceValueCalls>;
