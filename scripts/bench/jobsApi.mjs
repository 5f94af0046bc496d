// Product metafield exports and imports through the server's HTTP API, as the admin app starts
// them: shared by the bench and the test of several instances (scripts/cluster).

/**
 * @typedef {{ id: number, status: string, items_processed_count: number, errors: string[], download_url: string | null }} Job
 * @typedef {{ cookie: string, csrfToken: string }} Session
 */

export const finalStatuses = ['completed', 'failed', 'cancelled'];

/** The history and start path of a store's product metafield exports or imports. */
export const jobsPath = (
  /** @type {string} */ storeHash,
  /** @type {'export' | 'import'} */ direction,
) => `/api/stores/${storeHash}/metafields/${direction}/product`;

/** A call as the signed-in browser makes it; throws on an answer that is not 2xx. */
export async function call(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  /** @type {string} */ path,
  /** @type {RequestInit} */ init = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Starts a `custom` export of the store's product metafields. @returns {Promise<number>} its id */
export async function startExport(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  storeHash = 'demo',
) {
  const started = await call(baseUrl, session, jobsPath(storeHash, 'export'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ exportType: 'custom' }),
  });
  return /** @type {{ data: Job }} */ (await started.json()).data.id;
}

/**
 * Uploads a CSV (or, named `.xlsx`, an Excel workbook) to the product metafield import.
 * @returns {Promise<number>} the job's id
 */
export async function startImport(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  /** @type {string | Uint8Array<ArrayBuffer>} */ file,
  storeHash = 'demo',
  fileName = 'import.csv',
  mode = 'import',
) {
  const form = new FormData();
  form.append('files', new Blob([file]), fileName);
  form.append('importType', 'custom');
  form.append('mode', mode);
  const upload = await call(baseUrl, session, jobsPath(storeHash, 'import'), {
    method: 'POST',
    body: form,
  });
  return /** @type {{ data: Job }} */ (await upload.json()).data.id;
}

/** The job as the history lists it, or undefined when it is not on the first page. */
export async function readJob(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  /** @type {string} */ history,
  /** @type {number} */ id,
) {
  const response = await call(baseUrl, session, history);
  const body = /** @type {{ data: Job[] }} */ (await response.json());
  return body.data.find((entry) => entry.id === id);
}

/** Waits until the job is over, reading the history every `pollMs`; answers it. @returns {Promise<Job>} */
export async function finished(
  /** @type {string} */ baseUrl,
  /** @type {Session} */ session,
  /** @type {string} */ history,
  /** @type {number} */ id,
  pollMs = 100,
) {
  for (;;) {
    const job = await readJob(baseUrl, session, history, id);
    if (job && finalStatuses.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
