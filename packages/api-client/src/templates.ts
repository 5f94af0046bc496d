import * as z from 'zod/mini';
import {
  contentTypeSchema,
  importPreviewPageSchema,
  metafieldSchema,
  templateSchema,
  type ResourceType,
  type Template,
  type TemplateInput,
  type TemplateMetafieldOperation,
} from '@metafields/core';
import type { Http } from './http.js';
import type { MetafieldOwner } from './metafields.js';

const templateList = z.object({
  templates: z.array(templateSchema),
  meta: z.object({ total: z.number().check(z.int(), z.nonnegative()) }),
});
const oneTemplate = z.object({ data: templateSchema });
const contentTypes = z.object({ data: z.array(contentTypeSchema) });
/** The per-record form: each template with the record's metafield of its namespace and key. */
const recordFields = z.object({
  data: z.array(
    z.object({
      template: templateSchema,
      metafield: z.nullable(
        z.pick(metafieldSchema, {
          id: true,
          namespace: true,
          key: true,
          value: true,
          permission_set: true,
        }),
      ),
    }),
  ),
});
const oneMetafield = z.object({ data: metafieldSchema });
const importAnswer = z.object({ data: z.object({ data: z.unknown() }) });

export type TemplateList = z.infer<typeof templateList>;
export type RecordTemplateFields = z.infer<typeof recordFields>['data'];

/** GET /templates/{type}: the list query (spec section 7). */
export interface TemplateListParams {
  page?: number;
  perPage?: number;
  search?: string;
}

/** Shared metafield templates and a record's values of them (spec section 7, 'Templates'). */
export function templateCalls({ call }: Pick<Http, 'call'>) {
  const api = (storeHash: string, path: string) =>
    `api/stores/${encodeURIComponent(storeHash)}/${path}`;
  const templates = (storeHash: string, type: ResourceType, rest = '') =>
    api(storeHash, `templates/${type}${rest}`);
  // A variant's values live under its own id (the server finds its product).
  const recordBase = (storeHash: string, owner: MetafieldOwner) =>
    templates(storeHash, owner.type, `/records/${owner.id}/metafields`);
  /** A templates file sent as the import form: the file and whether to preview it. */
  const sendImport = (storeHash: string, entity: string, file: File, mode: 'import' | 'preview') =>
    call(async (http) => {
      const body = new FormData();
      body.append('files', file);
      if (mode === 'preview') body.append('mode', mode);
      const path = api(storeHash, `templates/import/${encodeURIComponent(entity)}`);
      return http.post(path, { body }).json<unknown>();
    });

  return {
    list: (storeHash: string, type: ResourceType, params: TemplateListParams = {}) =>
      call(async (http) => {
        const searchParams = new URLSearchParams();
        if (params.page !== undefined) searchParams.set('page', String(params.page));
        if (params.perPage !== undefined) searchParams.set('per_page', String(params.perPage));
        if (params.search) searchParams.set('search_term', params.search);
        return templateList.parse(
          await http.get(templates(storeHash, type), { searchParams }).json(),
        );
      }),
    /** One template, with `metafield_count` (for the delete warning) when the platform answers. */
    get: (storeHash: string, type: ResourceType, id: number) =>
      call(
        async (http) =>
          oneTemplate.parse(await http.get(templates(storeHash, type, `/${id}`)).json()).data,
      ),
    create: (storeHash: string, type: ResourceType, input: TemplateInput) =>
      call(
        async (http) =>
          oneTemplate.parse(await http.post(templates(storeHash, type), { json: input }).json())
            .data,
      ),
    /** An update, or a reorder: a `sort_order` alone moves the template there. */
    update: (storeHash: string, type: ResourceType, id: number, input: Partial<TemplateInput>) =>
      call(
        async (http) =>
          oneTemplate.parse(
            await http.put(templates(storeHash, type, `/${id}`), { json: input }).json(),
          ).data,
      ),
    /** Deletes the template and its metafields; answers it with the count of those removed. */
    delete: (storeHash: string, type: ResourceType, id: number): Promise<Template> =>
      call(
        async (http) =>
          oneTemplate.parse(await http.delete(templates(storeHash, type, `/${id}`)).json()).data,
      ),
    /** The content types a template may take: built-ins, then the store's custom resources. */
    contentTypes: (storeHash: string) =>
      call(
        async (http) =>
          contentTypes.parse(await http.get(api(storeHash, 'content-types')).json()).data,
      ),
    /** A record's shared-metafields form: the type's first 150 templates with its values. */
    recordFields: (storeHash: string, owner: MetafieldOwner) =>
      call(
        async (http) =>
          recordFields.parse(await http.get(recordBase(storeHash, owner)).json()).data,
      ),
    /** One request of a shared-metafields save (core's `templateMetafieldOperation`). */
    writeRecordMetafield: (
      storeHash: string,
      owner: MetafieldOwner,
      operation: TemplateMetafieldOperation,
    ) =>
      call(async (http) => {
        const base = recordBase(storeHash, owner);
        const answer =
          operation.method === 'POST'
            ? http.post(base, { json: operation.body })
            : operation.method === 'PUT'
              ? http.put(`${base}/${operation.id}`, { json: operation.body })
              : http.delete(`${base}/${operation.id}`, { json: operation.body });
        return oneMetafield.parse(await answer.json()).data;
      }),
    /**
     * The type's templates as a file to save, `{entity}-shared-fields-export.csv`, or as an Excel
     * workbook (`.xlsx`) with `format` 'xlsx'.
     */
    exportFile: (storeHash: string, entity: string, format: 'csv' | 'xlsx' = 'csv') =>
      call(async (http) =>
        http
          .post(api(storeHash, `templates/export/${encodeURIComponent(entity)}`), {
            ...(format === 'xlsx' && { searchParams: { format } }),
          })
          .blob(),
      ),
    /** Imports a templates file; answers the body core's `templateImportNotices` reads. */
    importFile: async (storeHash: string, entity: string, file: File) =>
      importAnswer.parse(await sendImport(storeHash, entity, file, 'import')),
    /**
     * What importing a templates file would do (issue 28), writing nothing: every change in file
     * order with each outcome's count, whole (core's `importPreviewPageOf` pages it).
     */
    previewFile: async (storeHash: string, entity: string, file: File) =>
      importPreviewPageSchema.parse(await sendImport(storeHash, entity, file, 'preview')),
  };
}
