import { delay, http, HttpResponse } from 'msw';
import {
  importPreviewPageOf,
  resourceTypes,
  type ImportPreviewRow,
  type ResourceType,
  type Template,
  type TemplateField,
} from '@metafields/core';

const templatesPath = '/api/stores/demo/templates/:type';

export const careTemplate: Template = {
  id: 1,
  name: 'Care instructions',
  namespace: 'shared',
  meta_key: 'care_instructions',
  description: 'How to look after it',
  content_type: 'text',
  options: { min: 1, max: 255 },
  use_on_storefront: true,
  sort_order: 1,
};
export const fabricTemplate: Template = {
  ...careTemplate,
  id: 2,
  name: 'Fabric',
  meta_key: 'fabric',
  description: null,
  sort_order: 2,
};

/** Templates named 'Shared field N', for paging. */
export const manyTemplates = (count: number): Template[] =>
  Array.from({ length: count }, (_, index) => ({
    ...careTemplate,
    id: index + 1,
    name: `Shared field ${index + 1}`,
    meta_key: `shared_field_${index + 1}`,
    sort_order: index + 1,
  }));

/** A request a story's handlers received, for its play function to assert on. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

const bodyOf = async (request: Request) => {
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
};

/**
 * A type's templates, answered as the server does: searched by name, namespace or key, paged
 * with page and per_page; writes recorded in `seen` and applied to what the next read answers.
 */
export function templates(initial: Template[], seen: SeenRequest[] = []) {
  let stored = [...initial];
  const record = async (request: Request) => {
    const body = await bodyOf(request.clone());
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(templatesPath, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = (query.get('search_term') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 25);
      const found = stored.filter((template) =>
        `${template.name} ${template.namespace}.${template.meta_key}`
          .toLowerCase()
          .includes(search),
      );
      return HttpResponse.json({
        templates: found.slice((page - 1) * perPage, page * perPage),
        meta: { total: found.length },
      });
    }),
    http.get(`${templatesPath}/:id`, ({ params }) => {
      const found = stored.find((template) => String(template.id) === params.id);
      return found
        ? HttpResponse.json({ data: { ...found, metafield_count: 3 } })
        : HttpResponse.json(
            { error: 'not_found', message: 'Shared metafield not found.' },
            { status: 404 },
          );
    }),
    http.post(templatesPath, async ({ request }) => {
      const body = (await record(request)) as Template;
      const created = { ...body, id: 99, sort_order: stored.length + 1 };
      stored = [...stored, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put(`${templatesPath}/:id`, async ({ params, request }) => {
      const body = (await record(request)) as Partial<Template>;
      const updated = { ...stored.find((t) => String(t.id) === params.id)!, ...body };
      stored = stored.map((template) => (template.id === updated.id ? updated : template));
      return HttpResponse.json({ data: updated });
    }),
    http.delete(`${templatesPath}/:id`, async ({ params, request }) => {
      await record(request);
      const removed = stored.find((template) => String(template.id) === params.id)!;
      stored = stored.filter((template) => template !== removed);
      return HttpResponse.json({ data: { ...removed, metafield_count: 3 } });
    }),
  ];
}

export const templatesFail = http.get(templatesPath, () =>
  HttpResponse.json({ error: 'internal', message: 'Something went wrong.' }, { status: 500 }),
);
export const templatesNeverAnswer = http.get(templatesPath, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
/** Every template save refused, with a field error under the key. */
export const templateSaveFails = [
  http.post(templatesPath, () =>
    HttpResponse.json(
      {
        error: 'conflict',
        message: 'A metafield with the same Namespace and Key already exists.',
        errors: { meta_key: ['A metafield with the same Namespace and Key already exists.'] },
      },
      { status: 409 },
    ),
  ),
  http.put(`${templatesPath}/:id`, () =>
    HttpResponse.json({ error: 'internal', message: 'Something went wrong.' }, { status: 500 }),
  ),
];

const recordPath = '/api/stores/demo/templates/product/records/7/metafields';

/**
 * Product 7's shared-metafields form; saves are recorded in `seen` and change what the next read
 * answers. `failSaves` answers every save with the server's 502.
 */
export function productTemplateFields(
  initial: TemplateField[],
  seen: SeenRequest[] = [],
  { failSaves = false } = {},
) {
  let fields = [...initial];
  const save = async (request: Request, id?: string) => {
    const body = (await bodyOf(request)) as { value?: string; namespace?: string; key?: string };
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (failSaves)
      return HttpResponse.json(
        { error: 'platform_failed', message: 'The store platform could not be reached.' },
        { status: 502 },
      );
    const field = fields.find(({ template, metafield }) =>
      id === undefined
        ? template.namespace === body.namespace && template.meta_key === body.key
        : String(metafield?.id) === id,
    )!;
    const metafield =
      request.method === 'DELETE'
        ? null
        : {
            id: field.metafield?.id ?? 500 + field.template.id,
            namespace: field.template.namespace,
            key: field.template.meta_key,
            value: body.value ?? '',
            permission_set: field.metafield?.permission_set ?? ('write_and_sf_access' as const),
          };
    fields = fields.map((other) => (other === field ? { ...field, metafield } : other));
    return HttpResponse.json(
      { data: metafield ?? field.metafield },
      { status: request.method === 'POST' ? 201 : 200 },
    );
  };
  return [
    http.get(recordPath, () => HttpResponse.json({ data: fields })),
    http.post(recordPath, ({ request }) => save(request)),
    http.put(`${recordPath}/:id`, ({ request, params }) => save(request, String(params.id))),
    http.delete(`${recordPath}/:id`, ({ request, params }) => save(request, String(params.id))),
  ];
}

export const productTemplateFieldsNeverAnswer = http.get(recordPath, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/**
 * How many shared metafields each type has, answered to the `per_page=1` reads that count
 * them (the type in the address, singular or plural, as the server takes both); types left
 * out have none.
 */
export const templateCounts = (counts: Partial<Record<ResourceType, number>>) =>
  http.get(templatesPath, ({ params }) => {
    const type = resourceTypes.find(
      (entry) => entry.singular === params['type'] || entry.plural === params['type'],
    );
    return HttpResponse.json({
      templates: [],
      meta: { total: type === undefined ? 0 : (counts[type.singular] ?? 0) },
    });
  });

/** A plan without shared metafields: the server refuses every read of templates. */
export const templatesNotOnPlan = http.get(templatesPath, () =>
  HttpResponse.json(
    { error: 'plan_required', message: 'Available on premium plans and above' },
    { status: 403 },
  ),
);

/**
 * A templates file's import, answered as the server does: with the form's `mode` `preview`,
 * `changes` whole; without, what the import did. Each upload's mode is recorded in `modes`.
 */
export function templateImport(
  changes: ImportPreviewRow[],
  done: { created: number; updated: number },
  modes: string[] = [],
) {
  return http.post('/api/stores/demo/templates/import/:entity', async ({ request }) => {
    const mode = String((await request.formData()).get('mode') ?? 'import');
    modes.push(mode);
    return HttpResponse.json(
      mode === 'preview'
        ? importPreviewPageOf(changes, { page: 1, limit: changes.length })
        : { data: { data: { ...done, errors: {} } } },
    );
  });
}
