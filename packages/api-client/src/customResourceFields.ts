import * as z from 'zod/mini';
import {
  customObjectFieldSchema,
  listMetaSchema,
  type CustomObjectField,
  type CustomObjectFieldInput,
} from '@metafields/core';
import type { Http } from './http.js';
import { customObjectsPath } from './customResourcePaths.js';

const fieldPage = z.object({ data: z.array(customObjectFieldSchema), meta: listMetaSchema });
const oneField = z.object({ data: customObjectFieldSchema });

/** What a page of the fields table asks for (spec section 7: page, per_page, search). */
export interface FieldListQuery {
  search: string;
  page: number;
  perPage: number;
}

/** A page of fields and how many match in all. */
export interface FieldList {
  fields: CustomObjectField[];
  total: number;
}

/**
 * The fields of a custom resource (spec section 7: /custom-objects/{id}/fields[/{fieldId}]).
 * Saving creates with POST when the field has no id and updates with PUT otherwise.
 */
export function customResourceFieldCalls({ call }: Pick<Http, 'call'>) {
  const fields = (storeHash: string, objectId: number, rest = '') =>
    customObjectsPath(storeHash, `/${objectId}/fields${rest}`);

  const put = (storeHash: string, objectId: number, id: number, body: object) =>
    call(
      async (http) =>
        oneField.parse(await http.put(fields(storeHash, objectId, `/${id}`), { json: body }).json())
          .data,
    );

  return {
    /** A page of the resource's fields in their order, matching the search. */
    list: (storeHash: string, objectId: number, query: FieldListQuery) =>
      call(async (http): Promise<FieldList> => {
        const searchParams = new URLSearchParams({
          page: String(query.page),
          per_page: String(query.perPage),
        });
        const search = query.search.trim();
        if (search !== '') searchParams.set('search', search);
        const page = fieldPage.parse(
          await http.get(fields(storeHash, objectId), { searchParams }).json(),
        );
        return { fields: page.data, total: page.meta.pagination.total };
      }),
    get: (storeHash: string, objectId: number, id: number) =>
      call(
        async (http) =>
          oneField.parse(await http.get(fields(storeHash, objectId, `/${id}`)).json()).data,
      ),
    /** Creates the field (POST) or, with an id, updates it (PUT). */
    save: (
      storeHash: string,
      objectId: number,
      input: CustomObjectFieldInput,
    ): Promise<CustomObjectField> =>
      input.id === undefined
        ? call(
            async (http) =>
              oneField.parse(await http.post(fields(storeHash, objectId), { json: input }).json())
                .data,
          )
        : put(storeHash, objectId, input.id, input),
    /**
     * Moves a field to `sortOrder`; the server makes room among the others. A PUT replaces the
     * field, so the rest of it is sent unchanged.
     */
    reorder: (storeHash: string, objectId: number, field: CustomObjectField, sortOrder: number) =>
      put(storeHash, objectId, field.id, {
        name: field.name,
        meta_key: field.meta_key,
        content_type: field.content_type,
        use_as_display_name: field.use_as_display_name,
        options: field.options ?? {},
        ...(field.permission_set !== undefined && { permission_set: field.permission_set }),
        sort_order: sortOrder,
      }),
    remove: (storeHash: string, objectId: number, id: number) =>
      call(async (http) => void (await http.delete(fields(storeHash, objectId, `/${id}`)))),
  };
}

export type CustomResourceFieldCalls = ReturnType<typeof customResourceFieldCalls>;
