import { expect } from 'vitest';
import type { FormPart } from '../../testing/multipart.js';
import type { Browser } from '../../testing/testServer.js';
import { historyAnswer, startAnswer, type TestServer } from './testSetup.js';
export const importUrl = (type = 'product', store = 'demo') =>
  `/api/stores/${store}/metafields/import/${type}`;

export const csvPart = (text: string | Buffer, filename = 'metafields.csv'): FormPart => ({
  name: 'files',
  file: typeof text === 'string' ? Buffer.from(text) : text,
  filename,
});

/** Posts an import form as the signed-in browser. */
export const upload = (browser: Browser, parts: FormPart[], url = importUrl()) =>
  browser.upload(url, parts);

/** Starts an import, waits for the worker, and answers the start and the finished job. */
export async function importAndWait(
  server: TestServer,
  browser: Browser,
  text: string,
  {
    type = 'product',
    importType,
    mode,
  }: { type?: string; importType?: 'shared' | 'custom'; mode?: 'import' | 'preview' } = {},
) {
  const parts = [
    csvPart(text),
    ...(importType ? [{ name: 'importType', value: importType }] : []),
    ...(mode ? [{ name: 'mode', value: mode }] : []),
  ];
  const response = await upload(browser, parts, importUrl(type));
  expect(response.statusCode, response.body).toBe(201);
  const started = startAnswer.parse(response.json());
  await server.runner.idle();
  return { started, job: await jobOf(browser, started.data.id, type) };
}

/** A job as the history shows it now. */
export async function jobOf(browser: Browser, id: number, type = 'product') {
  const response = await browser.request('GET', importUrl(type));
  expect(response.statusCode, response.body).toBe(200);
  const job = historyAnswer.parse(response.json()).data.find((entry) => entry.id === id);
  if (!job) throw new Error(`job ${id} is not in the history`);
  return job;
}
