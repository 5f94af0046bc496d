// Import and export jobs on the large store (150,000 product metafields, of which the app sees
// those not private to other apps): the export from its start to a downloadable file, the
// import of that file (every row compared, none changed), then of the file with every value
// edited (every row a write). Runs against the real product (server and emulator processes).
import Papa from 'papaparse';
import { demoSession } from './session.mjs';

/** How often the history is read while a job runs. */
const POLL_MS = 100;

/**
 * @typedef {{ id: number, status: string, items_processed_count: number, errors: string[], download_url: string | null }} Job
 * @typedef {{ cookie: string, csrfToken: string }} Session
 */

/** @param {string} baseUrl @param {Session} session @param {string} path @param {RequestInit} [init] */
async function call(baseUrl, session, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Waits until the job is over; answers it. @returns {Promise<Job>} */
async function finished(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  /** @type {string} */ history,
  /** @type {number} */ id,
) {
  for (;;) {
    const response = await call(baseUrl, session, history);
    const body = /** @type {{ data: Job[] }} */ (await response.json());
    const job = body.data.find((entry) => entry.id === id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** @param {string} baseUrl */
export async function jobThroughput(baseUrl) {
  const session = await demoSession(baseUrl);
  const exports = '/api/stores/demo/metafields/export/product';

  const exportStarted = performance.now();
  const started = await call(baseUrl, session, exports, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ exportType: 'custom' }),
  });
  const exportId = /** @type {{ data: Job }} */ (await started.json()).data.id;
  const exported = await finished(baseUrl, session, exports, exportId);
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  if (exported.status !== 'completed' || !exported.download_url) {
    throw new Error(`export ended ${exported.status}: ${exported.errors.join('; ')}`);
  }
  const file = await (await call(baseUrl, session, exported.download_url)).text();

  // The file as exported: every row is compared with the platform and found unchanged.
  const asExported = await timedImport(baseUrl, session, file);
  // Every value edited, so that each row is a real write.
  const [header = [], ...rows] = /** @type {string[][]} */ (
    Papa.parse(file.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  );
  const value = header.indexOf('value');
  const edited = rows.map((row) =>
    row.map((cell, index) => (index === value ? `bench ${cell}` : cell)),
  );
  const rewritten = await timedImport(baseUrl, session, Papa.unparse([header, ...edited]));
  return { exportRows: exported.items_processed_count, exportSeconds, asExported, rewritten };
}

/**
 * Uploads a file to the product metafield import and waits for the job.
 * @param {string} baseUrl @param {Session} session @param {string} text
 */
async function timedImport(baseUrl, session, text) {
  const imports = '/api/stores/demo/metafields/import/product';
  const form = new FormData();
  form.append('files', new Blob([text]), 'bench.csv');
  form.append('importType', 'custom');
  const started = performance.now();
  const upload = await call(baseUrl, session, imports, { method: 'POST', body: form });
  const id = /** @type {{ data: Job }} */ (await upload.json()).data.id;
  const job = await finished(baseUrl, session, imports, id);
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'completed') {
    throw new Error(`import ended ${job.status}: ${job.errors.slice(0, 3).join('; ')}`);
  }
  return { rows: job.items_processed_count, seconds };
}
