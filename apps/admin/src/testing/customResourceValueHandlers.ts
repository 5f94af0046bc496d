import { http, HttpResponse } from 'msw';
import {
  displayFieldOf,
  type CustomObjectField,
  type CustomObjectValue,
  type CustomObjectFieldValue,
} from '@metafields/core';
import {
  notFound,
  objectsPath,
  pageOf,
  pagination,
  type CustomResourceState,
} from './customResourceState.js';

const valuesPath = `${objectsPath}/:id/values`;

const valueNotFound = () => notFound('Resource value not found.');

/** A value as answered: its id and every current field, null when empty. */
const wire = (
  value: CustomObjectValue,
  fields: readonly CustomObjectField[],
): CustomObjectValue => ({
  id: value.id,
  ...Object.fromEntries(fields.map((field) => [field.meta_key, value[field.meta_key] ?? null])),
});

type ValueBody = Record<string, CustomObjectFieldValue>;

/** `values/:valueId` also matches the value jobs' `values/import` and `values/export`. */
const isValueId = (id: unknown) => typeof id === 'string' && /^\d+$/.test(id);

/**
 * A resource's values, as the server answers them: pages (page, per_page, search_term in the
 * display field, or `id:in`), one value, and create, update, delete and the bulk delete (DELETE
 * /values with `{"id:in": [ids]}`), each write recorded and applied.
 */
export function customResourceValues(state: CustomResourceState) {
  const valueOf = (values: readonly CustomObjectValue[], id: unknown) =>
    values.find((value) => String(value.id) === id);

  return [
    http.get(valuesPath, ({ params, request }) => {
      const found = state.find(params.id);
      if (!found) return notFound('Resource not found.');
      const query = new URL(request.url).searchParams;
      const { page, perPage } = pageOf(query);
      const search = (query.get('search_term') ?? '').toLowerCase();
      const ids = query.get('id:in')?.split(',').map(Number);
      const displayField = displayFieldOf(found.fields);
      const matching = found.values.filter(
        (value) =>
          (ids === undefined || ids.includes(value.id)) &&
          String(value[displayField] ?? '')
            .toLowerCase()
            .includes(search),
      );
      const rows = matching.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        data: rows.map((value) => wire(value, found.fields)),
        meta: pagination(matching.length, perPage, page, rows.length),
      });
    }),
    http.get(`${valuesPath}/:valueId`, ({ params }) => {
      if (!isValueId(params.valueId)) return undefined;
      const found = state.find(params.id);
      const value = valueOf(found?.values ?? [], params.valueId);
      return found && value
        ? HttpResponse.json({ data: wire(value, found.fields) })
        : valueNotFound();
    }),
    http.post(valuesPath, async ({ params, request }) => {
      const found = state.find(params.id);
      const body = (await state.record(request)) as ValueBody;
      if (!found) return notFound('Resource not found.');
      const id = Math.max(0, ...found.values.map((value) => value.id)) + 1;
      const value: CustomObjectValue = { ...body, id };
      state.update(found, { values: [...found.values, value] });
      return HttpResponse.json({ data: wire(value, found.fields) }, { status: 201 });
    }),
    http.put(`${valuesPath}/:valueId`, async ({ params, request }) => {
      const found = state.find(params.id);
      const body = (await state.record(request)) as ValueBody;
      const saved = valueOf(found?.values ?? [], params.valueId);
      if (!found || !saved) return valueNotFound();
      // A property left out keeps what it held.
      const value: CustomObjectValue = { ...saved, ...body, id: saved.id };
      state.update(found, {
        values: found.values.map((other) => (other === saved ? value : other)),
      });
      return HttpResponse.json({ data: wire(value, found.fields) });
    }),
    http.delete(`${valuesPath}/:valueId`, async ({ params, request }) => {
      if (!isValueId(params.valueId)) return undefined;
      await state.record(request);
      const found = state.find(params.id);
      const deleted = valueOf(found?.values ?? [], params.valueId);
      if (!found || !deleted) return valueNotFound();
      state.update(found, { values: found.values.filter((value) => value !== deleted) });
      return new HttpResponse(null, { status: 204 });
    }),
    // Ids of other resources are passed over: only this resource's values go.
    http.delete(valuesPath, async ({ params, request }) => {
      const body = (await state.record(request)) as { 'id:in': number[] };
      const found = state.find(params.id);
      if (!found) return notFound('Resource not found.');
      const ids = body['id:in'];
      state.update(found, { values: found.values.filter((value) => !ids.includes(value.id)) });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
