import { unescapeFormulaCell } from '@metafields/core';
import { expect } from 'vitest';
import { readCsv } from '../../templates/csvFile.js';
import type { Browser } from '../../testing/testServer.js';
import { historyAnswer, startAnswer, type TestServer, type WireJob } from './testSetup.js';
export const exportUrl = (type = 'product', store = 'demo') =>
  `/api/stores/${store}/metafields/export/${type}`;

/** A condition of the rule builder. */
export const condition = (field: string, operator: string, value: string) => ({
  field,
  operator,
  value,
  field_filter: '',
  modifier: '',
});

/** Starts an export, waits for the worker, and answers the job as the history shows it. */
export async function runExport(
  server: TestServer,
  browser: Browser,
  type: string,
  body: Record<string, unknown>,
): Promise<WireJob> {
  const started = await browser.request('POST', exportUrl(type), body);
  expect(started.statusCode, started.body).toBe(201);
  const job = startAnswer.parse(started.json()).data;
  await server.runner.idle();
  const history = await browser.request('GET', exportUrl(type));
  const found = historyAnswer.parse(history.json()).data.find((entry) => entry.id === job.id);
  if (!found) throw new Error(`export ${job.id} is not in the history`);
  return found;
}

/** The downloaded file's rows, cells unescaped as an import reads them, without the blank end. */
export async function downloadRows(browser: Browser, job: WireJob): Promise<string[][]> {
  expect(job.download_url).not.toBeNull();
  const response = await browser.request('GET', job.download_url ?? '');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const rows = readCsv(response.body.slice(1));
  expect(rows.at(-1)).toEqual(['']);
  return rows.slice(0, -1).map((row) => row.map(unescapeFormulaCell));
}

/** Values a spreadsheet round trip must keep exactly. */
export const trickyValues = [
  '=SUM(A1:A2)',
  '-5',
  '+1 extra',
  '@mention',
  'line one\nline two\r\nline three',
  'She said "yes", then left',
  '日本語のテキスト Ελληνικά',
  '{"sizes":[1,2],"note":"a, b"}',
  '<p class="lead">Hello &amp; welcome</p>',
];
