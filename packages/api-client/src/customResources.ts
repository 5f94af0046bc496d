import * as z from 'zod/mini';
import {
  customObjectSchema,
  customObjectValueSchema,
  displayNameOf,
  listMetaSchema,
  type CustomObject,
  type CustomObjectField,
  type CustomObjectInput,
  type CustomObjectValue,
} from '@metafields/core';
import { customResourceFieldCalls } from './customResourceFields.js';
import { customObjectsPath as objects } from './customResourcePaths.js';
import { customResourceValueCalls } from './customResourceValues.js';
import type { Http } from './http.js';
import type { ReferenceRecord } from './references.js';
import { valueJobCalls } from './valueJobs.js';

/**
 * The most rows the server gives in one page: the resources list reads them all at once, and
 * lookups ask for values by id in pages this size (companion document, sections 7 and 9).
 */
export const customResourcesPerPage = 999;

const objectPage = z.object({ data: z.array(customObjectSchema), meta: listMetaSchema });
const oneObject = z.object({ data: customObjectSchema });
const valuePage = z.object({ data: z.array(customObjectValueSchema), meta: listMetaSchema });

/** A value as a reference picker shows it: named by its display field, else by its id. */
const recordOf = (
  value: CustomObjectValue,
  fields: readonly CustomObjectField[],
): ReferenceRecord => ({ id: value.id, name: displayNameOf(value, fields) ?? String(value.id) });

/**
 * The store's custom resources (companion document, section 7: /custom-objects[/{id}]) with
 * their fields, values and value jobs, and the value lookups references need.
 */
export function customResourceCalls({ call }: Pick<Http, 'call'>) {
  /** One resource with its fields. */
  const get = (storeHash: string, id: number) =>
    call(async (http) => oneObject.parse(await http.get(objects(storeHash, `/${id}`)).json()).data);

  /** A page of values, named by the resource's display field (read alongside). */
  const readValues = (storeHash: string, objectId: number, searchParams: URLSearchParams) =>
    call(async (http) => {
      const [object, body] = await Promise.all([
        get(storeHash, objectId),
        http.get(objects(storeHash, `/${objectId}/values`), { searchParams }).json(),
      ]);
      const page = valuePage.parse(body);
      return {
        records: page.data.map((value) => recordOf(value, object.fields ?? [])),
        total: page.meta.pagination.total,
      };
    });

  return {
    /** Every resource of the store, in one page of 999; without their fields. */
    list: (storeHash: string): Promise<CustomObject[]> =>
      call(async (http) => {
        const searchParams = new URLSearchParams({ per_page: String(customResourcesPerPage) });
        return objectPage.parse(await http.get(objects(storeHash), { searchParams }).json()).data;
      }),
    get,
    /** Creates a resource from the form (POST); the answer's `data` is the new resource. */
    create: (storeHash: string, input: CustomObjectInput) =>
      call(
        async (http) =>
          oneObject.parse(await http.post(objects(storeHash), { json: input }).json()).data,
      ),
    /** Renames a resource (PUT); its key never changes. */
    update: (storeHash: string, id: number, input: CustomObjectInput) =>
      call(
        async (http) =>
          oneObject.parse(await http.put(objects(storeHash, `/${id}`), { json: input }).json())
            .data,
      ),
    /** Deletes a resource with its fields. */
    remove: (storeHash: string, id: number) =>
      call(async (http) => void (await http.delete(objects(storeHash, `/${id}`)))),
    fields: customResourceFieldCalls({ call }),
    values: customResourceValueCalls({ call }),
    jobs: valueJobCalls({ call }),
    /** A page of a resource's values matching the search (`search_term`), for the picker. */
    findValues: (
      storeHash: string,
      objectId: number,
      query: { search: string; page: number; perPage: number },
    ) => {
      const searchParams = new URLSearchParams({
        page: String(query.page),
        per_page: String(query.perPage),
      });
      const search = query.search.trim();
      if (search !== '') searchParams.set('search_term', search);
      return readValues(storeHash, objectId, searchParams);
    },
    /** The values of these ids (`id:in`), named; ids the resource does not hold are left out. */
    lookUpValues: async (
      storeHash: string,
      objectId: number,
      ids: readonly number[],
    ): Promise<ReferenceRecord[]> => {
      const pages: number[][] = [];
      for (let start = 0; start < ids.length; start += customResourcesPerPage) {
        pages.push(ids.slice(start, start + customResourcesPerPage));
      }
      const answers = await Promise.all(
        pages.map((page) =>
          readValues(
            storeHash,
            objectId,
            new URLSearchParams({ 'id:in': page.join(','), per_page: String(page.length) }),
          ),
        ),
      );
      return answers.flatMap((answer) => answer.records);
    },
  };
}
