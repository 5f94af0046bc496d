import { jobSchema } from '@metafields/core';
import * as z from 'zod';
import { expect } from 'vitest';
import { multipart } from '../../testing/multipart.js';
import type { Browser } from '../../testing/testServer.js';
import type { TestServer } from './testSetup.js';
import { valuesUrl } from './valueTestSetup.js';

export const jobsUrl = (objectId: number, word: 'export' | 'import', store = 'ent') =>
  `${valuesUrl(objectId, store)}/${word}`;

const job = z.object({ ...jobSchema.shape, total: z.number().nullable() });
export const oneJob = z.object({ data: job, error: z.string().optional() });
const history = z.object({ data: z.array(job), meta: z.object({ total: z.number() }) });

/**
 * Uploads a values file (CSV text, or a workbook's bytes) as the import form does (signed in),
 * or with an API token.
 */
export async function uploadValues(
  server: TestServer,
  objectId: number,
  csv: string | Buffer,
  as: { browser: Browser } | { token: string },
  { store = 'ent', filename = 'values.csv' } = {},
) {
  const { payload, contentType } = await multipart([
    { name: 'files', file: typeof csv === 'string' ? Buffer.from(csv) : csv, filename },
  ]);
  const auth =
    'token' in as
      ? { authorization: `Bearer ${as.token}` }
      : { cookie: as.browser.cookie, 'x-csrf-token': as.browser.csrfToken };
  return server.app.inject({
    method: 'POST',
    url: jobsUrl(objectId, 'import', store),
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

/** Starts an import, waits for the worker, and answers the finished job. */
export async function importValues(
  server: TestServer,
  browser: Browser,
  objectId: number,
  csv: string,
) {
  const started = await uploadValues(server, objectId, csv, { browser });
  expect(started.statusCode, started.body).toBe(201);
  await server.runner.idle();
  return finishedJob(browser, objectId, 'import', oneJob.parse(started.json()).data.id);
}

/** Starts an export, waits for the worker, and answers the job and the file's text. */
export async function exportValues(server: TestServer, browser: Browser, objectId: number) {
  const started = await browser.request('POST', jobsUrl(objectId, 'export'));
  expect(started.statusCode, started.body).toBe(201);
  await server.runner.idle();
  const done = await finishedJob(browser, objectId, 'export', oneJob.parse(started.json()).data.id);
  expect(done.status).toBe('completed');
  const file = await browser.request('GET', done.download_url ?? '');
  expect(file.statusCode).toBe(200);
  return { job: done, file: file.body, response: file };
}

/** A job as its history shows it. */
export async function finishedJob(
  browser: Browser,
  objectId: number,
  word: 'export' | 'import',
  id: number,
) {
  const response = await browser.request('GET', jobsUrl(objectId, word));
  expect(response.statusCode, response.body).toBe(200);
  const found = history.parse(response.json()).data.find((entry) => entry.id === id);
  if (!found) throw new Error(`job ${id} is not in the history`);
  return found;
}

export const historyOf = async (browser: Browser, objectId: number, word: 'export' | 'import') =>
  history.parse((await browser.request('GET', jobsUrl(objectId, word))).json());
