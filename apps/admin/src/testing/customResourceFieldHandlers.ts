import { http, HttpResponse } from 'msw';
import { slugify, type CustomObjectField } from '@metafields/core';
import {
  notFound,
  objectsPath,
  pageOf,
  pagination,
  type CustomResourceState,
} from './customResourceState.js';

const fieldsPath = `${objectsPath}/:id/fields`;

const fieldNotFound = () => notFound('Resource field not found.');

const inOrder = (fields: readonly CustomObjectField[]) =>
  [...fields].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

/**
 * The fields after `written` was saved, as the server keeps them: at its `sort_order` when the
 * body named one (a reorder), else where it was (a new one last), every field numbered 1..n
 * again; one display name per resource.
 */
function placed(
  fields: readonly CustomObjectField[],
  written: CustomObjectField,
  sortOrder: number | undefined,
) {
  const rest = inOrder(fields.filter((field) => field.id !== written.id)).map((field) =>
    written.use_as_display_name ? { ...field, use_as_display_name: false } : field,
  );
  const before = fields.find((field) => field.id === written.id);
  const at =
    sortOrder !== undefined
      ? sortOrder - 1
      : before !== undefined
        ? inOrder(fields).indexOf(before)
        : rest.length;
  rest.splice(Math.min(Math.max(at, 0), rest.length), 0, written);
  return rest.map((field, index) => ({ ...field, sort_order: index + 1 }));
}

type FieldBody = Partial<CustomObjectField>;

/**
 * A resource's fields, as the server answers them: the table's pages (page, per_page, search
 * in name or key, in sort order), one field, and create, update (a reorder is an update naming
 * the new `sort_order`) and delete, each recorded and applied.
 */
export function customResourceFields(state: CustomResourceState) {
  const fieldOf = (fields: readonly CustomObjectField[], id: unknown) =>
    fields.find((field) => String(field.id) === id);
  const nextId = () =>
    Math.max(0, ...state.all().flatMap(({ fields }) => fields.map((field) => field.id))) + 1;

  return [
    http.get(fieldsPath, ({ params, request }) => {
      const found = state.find(params.id);
      if (!found) return notFound('Resource not found.');
      const query = new URL(request.url).searchParams;
      const { page, perPage } = pageOf(query);
      const search = (query.get('search') ?? '').toLowerCase();
      const matching = inOrder(found.fields).filter((field) =>
        `${field.name} ${field.meta_key}`.toLowerCase().includes(search),
      );
      const rows = matching.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        data: rows,
        meta: pagination(matching.length, perPage, page, rows.length),
      });
    }),
    http.get(`${fieldsPath}/:fieldId`, ({ params }) => {
      const field = fieldOf(state.find(params.id)?.fields ?? [], params.fieldId);
      return field ? HttpResponse.json({ data: field }) : fieldNotFound();
    }),
    http.post(fieldsPath, async ({ params, request }) => {
      const found = state.find(params.id);
      const { sort_order: sortOrder, ...body } = (await state.record(request)) as FieldBody;
      if (!found) return notFound('Resource not found.');
      const name = body.name ?? '';
      const field: CustomObjectField = {
        id: nextId(),
        custom_object_id: found.resource.id,
        name,
        // The server derives a key the form left empty from the name.
        meta_key: body.meta_key || slugify(name),
        content_type: body.content_type ?? 'text',
        use_as_display_name: body.use_as_display_name ?? false,
        options: body.options ?? {},
        ...(body.permission_set !== undefined && { permission_set: body.permission_set }),
        sort_order: 0,
      };
      const fields = placed(found.fields, field, sortOrder);
      state.update(found, { fields });
      return HttpResponse.json({ data: fieldOf(fields, String(field.id)) }, { status: 201 });
    }),
    http.put(`${fieldsPath}/:fieldId`, async ({ params, request }) => {
      const found = state.find(params.id);
      const { sort_order: sortOrder, ...body } = (await state.record(request)) as FieldBody;
      const saved = fieldOf(found?.fields ?? [], params.fieldId);
      if (!found || !saved) return fieldNotFound();
      const fields = placed(found.fields, { ...saved, ...body, id: saved.id }, sortOrder);
      state.update(found, { fields });
      return HttpResponse.json({ data: fieldOf(fields, String(saved.id)) });
    }),
    http.delete(`${fieldsPath}/:fieldId`, async ({ params, request }) => {
      await state.record(request);
      const found = state.find(params.id);
      const deleted = fieldOf(found?.fields ?? [], params.fieldId);
      if (!found || !deleted) return fieldNotFound();
      const fields = inOrder(found.fields.filter((field) => field !== deleted)).map(
        (field, index) => ({ ...field, sort_order: index + 1 }),
      );
      state.update(found, { fields });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
