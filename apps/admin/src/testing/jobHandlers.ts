import { delay, http, HttpResponse } from 'msw';
import { importPreviewPageOf, type ImportPreviewRow, type Job } from '@metafields/core';

/** The demo store's metafield jobs of a type, as the server answers them. */
const jobsBase = (direction: 'import' | 'export', type = 'products') =>
  `/api/stores/demo/metafields/${direction}/${type}`;

/** A completed job as the server lists it, with `overrides` changing any of its fields. */
export const job = (id: number, overrides: Partial<Job> = {}): Job => ({
  id,
  type: 'custom',
  status: 'completed',
  started_at: '2026-11-20T15:04:00.000Z',
  finished_at: '2026-11-20T15:05:12.000Z',
  progress_percent: 100,
  items_processed_count: 1250,
  errors: [],
  download_url: null,
  ...overrides,
});

/** A history with a job in every status: running ones first, as the server lists them. */
export const everyStatus: Job[] = [
  job(107, {
    status: 'in_progress',
    finished_at: null,
    progress_percent: 40,
    items_processed_count: 500,
  }),
  job(106, {
    status: 'processing',
    type: 'shared',
    finished_at: null,
    progress_percent: 10,
    items_processed_count: 120,
  }),
  job(105, {
    status: 'generating_csv',
    finished_at: null,
    progress_percent: 90,
    items_processed_count: 1100,
  }),
  job(104, { errors: ['Row 4, column key: key is required.'] }),
  job(103, { status: 'failed', errors: ['The platform did not answer.'] }),
  job(102, { status: 'cancelled', items_processed_count: 300, progress_percent: 24 }),
  job(101),
];

/** A type's history; running jobs go on answering the same, so the poll keeps asking. */
export const jobHistory = (direction: 'import' | 'export', jobs: Job[], type = 'products') =>
  http.get(jobsBase(direction, type), () =>
    HttpResponse.json({ data: jobs, meta: { total: jobs.length } }),
  );

export const jobHistoryFails = (direction: 'import' | 'export') =>
  http.get(jobsBase(direction), () =>
    HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 }),
  );

/** How many shared templates the type has: the Type select shows only with some. */
export const templateCount = (total: number, type = 'products') =>
  http.get(`/api/stores/demo/templates/${type}`, () =>
    HttpResponse.json({ templates: [], meta: { total } }),
  );

export const exportEstimate = (count: number) =>
  http.post(`${jobsBase('export')}/estimate`, () => HttpResponse.json({ data: { count } }));

/** What the story's starts sent, for its play function to read. */
export const sent: { exportBodies: unknown[]; importForms: Record<string, string>[] } = {
  exportBodies: [],
  importForms: [],
};

/**
 * Starting an export: the body is kept, and the history answers the new job from then on,
 * completed after the next read.
 */
export function exportStart(before: Job[]) {
  sent.exportBodies = [];
  let started = false;
  let reads = 0;
  const startedJob = job(200, { status: 'in_progress', finished_at: null, progress_percent: 0 });
  return [
    http.post(jobsBase('export'), async ({ request }) => {
      sent.exportBodies.push(await request.json());
      started = true;
      return HttpResponse.json({ data: startedJob }, { status: 201 });
    }),
    http.get(jobsBase('export'), () => {
      if (started) reads += 1;
      const jobs = started ? [reads > 1 ? job(200) : startedJob, ...before] : before;
      return HttpResponse.json({ data: jobs, meta: { total: jobs.length } });
    }),
  ];
}

/** Starting an import: the multipart fields are kept (the file by its name and content). */
export function importStart(answer: { error?: string } = {}) {
  sent.importForms = [];
  return http.post(jobsBase('import'), async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      fields[name] = typeof value === 'string' ? value : `${value.name}: ${await value.text()}`;
    }
    sent.importForms.push(fields);
    return HttpResponse.json(
      { data: job(300, { status: 'in_progress', finished_at: null }), ...answer },
      { status: 201 },
    );
  });
}

/** Order statuses and channels, the options of the orders filter. */
export const filterOptions = [
  http.get('/bc-api/stores/demo/v2/order_statuses', () =>
    HttpResponse.json([
      { id: 2, name: 'Shipped', custom_label: 'Shipped' },
      { id: 11, name: 'Awaiting Fulfillment', custom_label: 'Awaiting Fulfillment' },
    ]),
  ),
  http.get('/bc-api/stores/demo/v3/channels', () =>
    HttpResponse.json({
      data: [{ id: 1, name: 'Storefront' }],
      meta: {
        pagination: { total: 1, count: 1, per_page: 250, current_page: 1, total_pages: 1 },
      },
    }),
  ),
];

/** The store's customer groups, searched by name as v2 does it (204 when none match). */
export const customerGroups = [
  http.get('/bc-api/stores/demo/v2/customer_groups', ({ request }) => {
    const name = (new URL(request.url).searchParams.get('name:like') ?? '').toLowerCase();
    const groups = [
      { id: 1, name: 'Retail' },
      { id: 2, name: 'Wholesale' },
    ].filter((group) => group.name.toLowerCase().includes(name));
    return groups.length === 0
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(groups);
  }),
  http.get('/bc-api/stores/demo/v2/customer_groups/2', () =>
    HttpResponse.json({ id: 2, name: 'Wholesale' }),
  ),
];

export const storeFails = http.get('/api/stores/demo', () =>
  HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 }),
);

export const storeNeverAnswers = http.get('/api/stores/demo', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** Product 7's record-tab jobs (issue 23). */
const recordJobsBase = (direction: 'import' | 'export') =>
  `/api/stores/demo/products/7/metafields/${direction}/jobs`;

/**
 * Product 7's export and import jobs: each start is kept in `sent` and its job is in the
 * history from then on, completed after the next read; `importAnswer` adds to the import's
 * answer (its `error`), and `onImportCompleted` runs as the import completes (what it wrote).
 */
export function recordJobs(
  importAnswer: Record<string, unknown> = {},
  onImportCompleted: () => void = () => {},
) {
  sent.exportBodies = [];
  sent.importForms = [];
  const started = { export: 0, import: 0 };
  const completed = { export: () => {}, import: onImportCompleted };
  const startedJob = (id: number) =>
    job(id, { status: 'in_progress', finished_at: null, progress_percent: 0 });
  const history = (direction: 'import' | 'export', id: number) =>
    http.get(recordJobsBase(direction), () => {
      const reads = started[direction] > 0 ? (started[direction] += 1) : 0;
      if (reads === 3) completed[direction]();
      const jobs = reads === 0 ? [] : [reads > 2 ? job(id) : startedJob(id)];
      return HttpResponse.json({ data: jobs, meta: { total: jobs.length } });
    });
  return [
    http.post(recordJobsBase('export'), async ({ request }) => {
      sent.exportBodies.push(await request.json());
      started.export = 1;
      return HttpResponse.json({ data: startedJob(400) }, { status: 201 });
    }),
    http.post(recordJobsBase('import'), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        fields[name] = typeof value === 'string' ? value : value.name;
      }
      sent.importForms.push(fields);
      started.import = 1;
      return HttpResponse.json({ data: startedJob(500), ...importAnswer }, { status: 201 });
    }),
    history('export', 400),
    history('import', 500),
  ];
}

export const billingPlans = http.get('/api/billing/plans', () =>
  HttpResponse.json({
    data: [
      {
        plan: 'standard',
        name: 'Standard',
        price_id: null,
        amount_cents: 0,
        currency: 'USD',
        interval: 'month',
        features: [],
      },
      {
        plan: 'premium',
        name: 'Premium',
        price_id: 'price_premium_monthly',
        amount_cents: 2900,
        currency: 'USD',
        interval: 'month',
        features: ['import-export', 'shared-metafields'],
      },
      {
        plan: 'enterprise',
        name: 'Enterprise',
        price_id: 'price_enterprise_monthly',
        amount_cents: 9900,
        currency: 'USD',
        interval: 'month',
        features: [
          'import-export',
          'shared-metafields',
          'multi-store',
          'custom-objects',
          'api-access',
        ],
      },
    ],
  }),
);

export const billingPlansFail = http.get('/api/billing/plans', () =>
  HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 }),
);

export const billingPlansNeverAnswer = http.get('/api/billing/plans', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** An undo's job as its start answers it (issue 28): pending, with no file. */
export const undoJob = job(120, {
  type: 'undo',
  status: 'pending',
  started_at: null,
  finished_at: null,
  progress_percent: 0,
  items_processed_count: 0,
});

/**
 * `POST {jobs}/{id}/undo` of an import family's address (`jobs`, the history's): the id asked
 * for is kept in `undone`, emptied as the handler is made, and the undo job answered.
 */
export function undoStart(jobs: string, undone: string[]) {
  undone.length = 0;
  return http.post(`${jobs}/:id/undo`, ({ params }) => {
    undone.push(String(params['id']));
    return HttpResponse.json({ data: undoJob }, { status: 201 });
  });
}

/** Product 7's record-tab history of `direction`, answering `jobs` on every read. */
export const recordJobHistory = (direction: 'import' | 'export', jobs: Job[]) =>
  http.get(recordJobsBase(direction), () =>
    HttpResponse.json({ data: jobs, meta: { total: jobs.length } }),
  );

/** Product 7's record-tab import address, under which its jobs' undo is asked. */
export const recordImportJobs = recordJobsBase('import');

/**
 * A type's import preview from start to Apply (issue 28): an upload with `mode` `preview` starts
 * preview 130, which the history lists completed from then on; its pages answer `changes`, and
 * its Apply starts import 131. Each upload's form is kept in `sent.importForms`.
 */
export function importPreviewFlow(changes: ImportPreviewRow[]) {
  sent.importForms = [];
  const listed: Job[] = [];
  const preview = job(130, { type: 'preview' });
  return [
    http.post(jobsBase('import'), async ({ request }) => {
      const form = await request.formData();
      sent.importForms.push({ mode: String(form.get('mode') ?? 'import') });
      listed.unshift(preview);
      return HttpResponse.json(
        { data: { ...preview, status: 'pending', finished_at: null } },
        { status: 201 },
      );
    }),
    http.get(jobsBase('import'), () =>
      HttpResponse.json({ data: listed, meta: { total: listed.length } }),
    ),
    http.get(`${jobsBase('import')}/130/preview`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const outcome = query.get('outcome') as ImportPreviewRow['outcome'] | null;
      return HttpResponse.json(
        importPreviewPageOf(changes, {
          ...(outcome && { outcome }),
          page: Number(query.get('page')),
          limit: Number(query.get('limit')),
        }),
      );
    }),
    http.post(`${jobsBase('import')}/130/apply`, () => {
      const applied = job(131, { status: 'in_progress', finished_at: null });
      listed.unshift(applied);
      return HttpResponse.json({ data: applied }, { status: 201 });
    }),
  ];
}
