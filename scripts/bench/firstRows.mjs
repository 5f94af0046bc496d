// Time to a list's first row as a merchant meets it: over a 10 Mbit/s link with 40 ms round
// trips (Chromium's own network emulation), at full CPU speed and slowed 4x, cold (nothing
// cached) and warm (the same browser opening the page again). For each, the chain of waits the
// page went through and the main thread's time split into parse, execution and rendering.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { mainThreadTime } from './mainThreadTime.mjs';
import { demoSession } from './session.mjs';

/** The link of a shop's Wi-Fi: 10 Mbit/s both ways, 40 ms round trips. */
const link = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1000 * 1000) / 8,
  uploadThroughput: (10 * 1000 * 1000) / 8,
};

/** Runs of each measure; the median is reported. */
const RUNS = 3;

/** @type {[string, string][]} name, path */
export const firstRowLists = [
  ['products', '/stores/demo/products'],
  ['orders', '/stores/demo/orders'],
  ['customers', '/stores/demo/customers'],
];

/**
 * @typedef {{ name: string, start: number, end: number }} Step a request of the chain, ms from
 *   the navigation's start
 * @typedef {{ firstRow: number, chain: Step[], mainThread: Record<string, number> }} Run
 */

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ cpuSlowdown: number }} options
 * @returns {Promise<{ cold: Run, warm: Run }>} the median run of each by first-row time
 */
export async function firstRows(baseUrl, path, { cpuSlowdown }) {
  const session = await demoSession(baseUrl);
  const [name, value] = session.cookie.split('=');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    /** @type {Run[]} */ const cold = [];
    /** @type {Run[]} */ const warm = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: baseUrl }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', link);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      cold.push(await open(browser, page, `${baseUrl}${path}`));
      // Warm: the same browser again, its cache holding the hashed assets; a new page, so
      // nothing of the last one's memory (its query cache) helps.
      await page.goto('about:blank');
      warm.push(await open(browser, page, `${baseUrl}${path}`));
      await context.close();
    }
    return { cold: median(cold), warm: median(warm) };
  } finally {
    await browser.close();
  }
}

/**
 * Opens `url` and waits for its first row; answers when it showed, the requests before it and
 * the main thread's time until then.
 * @param {import('playwright').Browser} browser
 * @param {import('playwright').Page} page
 * @param {string} url
 * @returns {Promise<Run>}
 */
async function open(browser, page, url) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Read in the page at the frame the row appears, so polling costs nothing.
  const handle = await page.waitForFunction(
    () => document.querySelector('[role="rowheader"]') && performance.now(),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const firstRow = /** @type {number} */ (await handle.jsonValue());
  const trace = await browser.stopTracing();
  const chain = await page.evaluate((until) => {
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
      performance.getEntriesByType('navigation')[0]
    );
    const steps = [
      {
        name: new URL(navigation?.name ?? location.href).pathname,
        start: 0,
        end: navigation?.responseEnd ?? 0,
      },
    ];
    for (const entry of performance.getEntriesByType('resource')) {
      const resource = /** @type {PerformanceResourceTiming} */ (entry);
      if (resource.startTime > until) continue;
      // Images and fonts are not in the chain; scripts (module preloads included), CSS and calls are.
      if (
        ['img', 'image', 'css'].includes(resource.initiatorType) &&
        !resource.name.endsWith('.css')
      )
        continue;
      const { pathname, search } = new URL(resource.name);
      steps.push({
        name: `${pathname}${search}`.slice(0, 80),
        start: resource.startTime,
        end: resource.responseEnd,
      });
    }
    return steps;
  }, firstRow);
  return { firstRow, chain, mainThread: mainThreadTime(trace) };
}

/** @param {Run[]} runs */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.firstRow - b.firstRow);
  return /** @type {Run} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * The chain as lines to print: each request's start and end, ms from the navigation.
 * @param {Run} run
 */
export function describeChain(run) {
  const lines = run.chain.map(
    (step) => `      ${ms(step.start).padStart(6)} → ${ms(step.end).padStart(6)}  ${step.name}`,
  );
  lines.push(`      ${''.padStart(6)}   ${ms(run.firstRow).padStart(6)}  first row`);
  const split = Object.entries(run.mainThread)
    .map(([part, time]) => `${part} ${ms(time)}`)
    .join(', ');
  lines.push(`      main thread: ${split} ms`);
  return lines.join('\n');
}

const ms = (/** @type {number} */ value) => value.toFixed(0);
