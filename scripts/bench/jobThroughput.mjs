// Import and export jobs on the large store (150,000 product metafields, of which the app sees
// those not private to other apps): the export from its start to a downloadable file, the
// import of that file (every row compared, none changed), then of the file with every value
// edited (every row a write), after its preview (every row compared and kept as an update,
// none written). Beside the CSV, the same file downloaded as an Excel workbook (converted as it
// streams) and imported as one (ADR 0031). Runs against the real product (server and emulator
// processes).
import Papa from 'papaparse';
import { call, finished, jobsPath, startExport, startImport } from './jobsApi.mjs';
import { demoSession } from './session.mjs';

/** @typedef {import('./jobsApi.mjs').Session} Session */

/** @param {string} baseUrl */
export async function jobThroughput(baseUrl) {
  const session = await demoSession(baseUrl);
  const exports = jobsPath('demo', 'export');

  const exportStarted = performance.now();
  const exportId = await startExport(baseUrl, session);
  const exported = await finished(baseUrl, session, exports, exportId);
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  if (exported.status !== 'completed' || !exported.download_url) {
    throw new Error(`export ended ${exported.status}: ${exported.errors.join('; ')}`);
  }
  const csvStarted = performance.now();
  const file = await (await call(baseUrl, session, exported.download_url)).text();
  const csvDownloadSeconds = (performance.now() - csvStarted) / 1000;
  const xlsxStarted = performance.now();
  const xlsxPath = `${exported.download_url}?format=xlsx`;
  const workbook = new Uint8Array(await (await call(baseUrl, session, xlsxPath)).arrayBuffer());
  const xlsxDownloadSeconds = (performance.now() - xlsxStarted) / 1000;

  // The file as exported: every row is compared with the platform and found unchanged.
  const asExported = await timedImport(baseUrl, session, file);
  // The workbook as exported, read back into the same rows.
  const asExportedXlsx = await timedImport(baseUrl, session, workbook, { fileName: 'import.xlsx' });
  // Every value edited, so that each row is a real write.
  const [header = [], ...rows] = /** @type {string[][]} */ (
    Papa.parse(file.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  );
  const value = header.indexOf('value');
  const edited = rows.map((row) =>
    row.map((cell, index) => (index === value ? `bench ${cell}` : cell)),
  );
  const editedFile = Papa.unparse([header, ...edited]);
  const previewed = await timedImport(baseUrl, session, editedFile, { mode: 'preview' });
  const rewritten = await timedImport(baseUrl, session, editedFile);
  return {
    exportRows: exported.items_processed_count,
    exportSeconds,
    csvDownloadSeconds,
    xlsxDownloadSeconds,
    xlsxBytes: workbook.length,
    asExported,
    asExportedXlsx,
    previewed,
    rewritten,
  };
}

/**
 * Uploads a file to the product metafield import, or its preview, and waits for the job.
 * @param {string} baseUrl @param {Session} session @param {string | Uint8Array<ArrayBuffer>} file
 * @param {{ fileName?: string, mode?: 'import' | 'preview' }} [options]
 */
async function timedImport(baseUrl, session, file, { fileName, mode } = {}) {
  const started = performance.now();
  const id = await startImport(baseUrl, session, file, 'demo', fileName, mode);
  const job = await finished(baseUrl, session, jobsPath('demo', 'import'), id);
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'completed') {
    throw new Error(`import ended ${job.status}: ${job.errors.slice(0, 3).join('; ')}`);
  }
  return { rows: job.items_processed_count, seconds };
}
