import { customObjectValueSchema, listMetaSchema } from '@metafields/core';
import * as z from 'zod';
import { expect } from 'vitest';
import type { Browser } from '../../testing/testServer.js';
import { fieldsUrl, objectsUrl } from './testSetup.js';

export const valuesUrl = (objectId: number, store = 'ent') =>
  `${objectsUrl(store)}/${objectId}/values`;

export const valueSchema = customObjectValueSchema;
export const oneValueSchema = z.object({ data: valueSchema });
export const valueListSchema = z.object({ data: z.array(valueSchema), meta: listMetaSchema });
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Adds a field to a resource and answers its meta_key. */
export async function addField(browser: Browser, objectId: number, body: object, store = 'ent') {
  const response = await browser.request('POST', fieldsUrl(objectId, store), body);
  expect(response.statusCode, response.body).toBe(201);
  return z.object({ data: z.object({ meta_key: z.string() }) }).parse(response.json()).data
    .meta_key;
}

/** Creates a value and answers it as the server does. */
export async function addValue(browser: Browser, objectId: number, body: object) {
  const response = await browser.request('POST', valuesUrl(objectId), body);
  expect(response.statusCode, response.body).toBe(201);
  return oneValueSchema.parse(response.json()).data;
}

/** The field errors of a 422 answer. */
export function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  return errorSchema.parse(response.json()).errors ?? {};
}

export async function listValues(browser: Browser, objectId: number, query = '') {
  const response = await browser.request('GET', `${valuesUrl(objectId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return valueListSchema.parse(response.json());
}
