import { http, HttpResponse } from 'msw';
import type { Job } from '@metafields/core';
import { job } from './jobHandlers.js';

type Direction = 'import' | 'export';

/** A custom resource's value jobs (Recipes, id 4, by default), as the server answers them. */
const valueJobsBase = (direction: Direction, objectId = 4) =>
  `/api/stores/demo/custom-objects/${objectId}/values/${direction}`;

/** What the story's calls sent, for its play function to read. */
export const valueSent: {
  exportStarts: number;
  importForms: Record<string, string>[];
  downloads: string[];
  cancels: string[];
} = { exportStarts: 0, importForms: [], downloads: [], cancels: [] };

/** Recipes' value import address, under which an import's undo is asked (`undoStart`). */
export const valueImportJobs = valueJobsBase('import');

/**
 * The shared fixtures as value jobs: a metafield job's type is its layout (Custom), a value
 * job's its direction, unless it is an import's preview or undo.
 */
const asValueJobs = (direction: Direction, jobs: Job[]) =>
  jobs.map((each) =>
    each.type === 'preview' || each.type === 'undo' ? each : { ...each, type: direction },
  );

/** A history; running jobs go on answering the same, so the poll keeps asking. */
export const valueJobHistory = (direction: Direction, jobs: Job[]) =>
  http.get(valueJobsBase(direction), () =>
    HttpResponse.json({ data: asValueJobs(direction, jobs) }),
  );

/** A history that fails `times` reads (every read by default), then answers `jobs`. */
export function valueJobHistoryFails(direction: Direction, jobs: Job[] = [], times = Infinity) {
  let failures = 0;
  return http.get(valueJobsBase(direction), () => {
    if (failures >= times) return HttpResponse.json({ data: asValueJobs(direction, jobs) });
    failures += 1;
    return HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 });
  });
}

/**
 * Starting an export (POST, no payload): counted, and the history answers the new job from
 * then on, completed after the next read.
 */
export function valueExportStart(before: Job[]) {
  valueSent.exportStarts = 0;
  let reads = 0;
  const startedJob = job(200, { status: 'pending', started_at: null, finished_at: null });
  return [
    http.post(valueJobsBase('export'), () => {
      valueSent.exportStarts += 1;
      return HttpResponse.json({ data: startedJob }, { status: 201 });
    }),
    http.get(valueJobsBase('export'), () => {
      if (valueSent.exportStarts > 0) reads += 1;
      const jobs =
        valueSent.exportStarts > 0 ? [reads > 1 ? job(200) : startedJob, ...before] : before;
      return HttpResponse.json({ data: jobs });
    }),
  ];
}

/**
 * Starting an import: the multipart fields are kept (the file by its name and content), and
 * the answer carries `answer` (an `error` when some rows were refused).
 */
export function valueImportStart(answer: { error?: string } = {}) {
  valueSent.importForms = [];
  return http.post(valueJobsBase('import'), async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      fields[name] = typeof value === 'string' ? value : `${value.name}: ${await value.text()}`;
    }
    valueSent.importForms.push(fields);
    return HttpResponse.json(
      { data: job(300, { status: 'pending', started_at: null, finished_at: null }), ...answer },
      { status: 201 },
    );
  });
}

/** DELETE …/{direction}/{id}: recorded, then accepted, or refused with a 409. */
export function valueJobCancel(direction: Direction, accepted = true) {
  valueSent.cancels = [];
  return http.delete(`${valueJobsBase(direction)}/:id`, ({ params }) => {
    valueSent.cancels.push(`${direction} ${String(params['id'])}`);
    return accepted
      ? HttpResponse.json({ data: job(Number(params['id']), { status: 'cancelled' }) })
      : HttpResponse.json({ error: 'conflict', message: 'Too late' }, { status: 409 });
  });
}

/** A finished job's file, served as an attachment; the ids asked for are recorded. */
export function valueJobDownload(direction: Direction) {
  valueSent.downloads = [];
  return http.get(`${valueJobsBase(direction)}/:id/download`, ({ params }) => {
    valueSent.downloads.push(`${direction} ${String(params['id'])}`);
    return new HttpResponse('id,name,title\r\n11,R-011,Lemon tart\r\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="recipes.csv"',
      },
    });
  });
}
