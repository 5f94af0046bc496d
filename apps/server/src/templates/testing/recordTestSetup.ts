import { metafieldSchema } from '@metafields/core';
import { expect } from 'vitest';
import * as z from 'zod';
import type { Emulator } from '../../platformApp/testing/harness.js';
import { setUp, templatesUrl, type TestServer } from './testSetup.js';

export const metafieldAnswer = z.object({ data: metafieldSchema });
export const metafieldsAnswer = z.object({ data: z.array(metafieldSchema) });
export const formAnswer = z.object({
  data: z.array(
    z.object({
      template: z.looseObject({ id: z.number() }),
      metafield: z.nullable(metafieldSchema),
    }),
  ),
});
export const errorAnswer = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

const idList = z.object({ data: z.array(z.object({ id: z.number() })) });

/** The emulator's `demo` store, seen directly with its own token. */
export function platformOf(emulator: Emulator) {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${emulator.url}/stores/demo/v3/${path}`, {
      ...init,
      headers: { 'x-auth-token': 'demo-token', 'content-type': 'application/json' },
    });
  return {
    call,
    async ids(path: string) {
      return idList.parse(await (await call(path)).json()).data.map((row) => row.id);
    },
    /** The metafields of a type with this namespace, as the platform holds them. */
    async metafields(batchPath: string, namespace: string) {
      const answer = await call(`${batchPath}/metafields?namespace=${namespace}&limit=250`);
      return metafieldsAnswer.parse(await answer.json()).data;
    },
    /** Writes a metafield straight on the platform, as another tool would. */
    async add(batchPath: string, body: Record<string, unknown>) {
      const answer = await call(`${batchPath}/metafields`, {
        method: 'POST',
        body: JSON.stringify([{ permission_set: 'write', ...body }]),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      const [made] = metafieldsAnswer.parse(await answer.json()).data;
      if (!made) throw new Error('no metafield made');
      return made;
    },
  };
}

/** The server over the emulator, with `demo` a Premium store of the demo user. */
export async function setUpWithPlatform(emulator: Emulator) {
  const { server, browser } = await setUp({ PLATFORM_URL: emulator.url });
  await server.addStore('demo', { accessToken: 'demo-token' });
  await server.stores.setPlan('demo', 'premium');
  return { server, browser };
}

export const recordUrl = (type: string, recordId: number | string, store = 'demo') =>
  `${templatesUrl(type, store)}/records/${recordId}/metafields`;

/** A request with the store's API token instead of a session. */
export function withToken(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
}
