import { createRequire } from 'node:module';
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { product } from './product';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Signs the demo merchant in from the login page the app sends them to, and waits to be back. */
export async function logIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login$/);
}

/**
 * Runs axe over the page as it is now, WCAG 2.1 A and AA, and fails on any violation, listing
 * each rule with the elements it found, once animations have ended. Needs `bypassCSP`, since
 * axe is injected as a script.
 */
export async function expectAccessible(page: Page | Frame) {
  await page.addScriptTag({ path: axePath });
  // What starts moving while axe runs (a toast whose lazily loaded region arrives late, then
  // fades in) was seen half-transparent: axe looks again once it has ended, a few times at most.
  for (let look = 1; ; look += 1) {
    await animationsEnd(page);
    const { violations, moved } = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<never> } }
      ).axe;
      let moved = false;
      const started = () => (moved = true);
      document.addEventListener('animationstart', started, true);
      document.addEventListener('transitionstart', started, true);
      try {
        const result: {
          violations: { id: string; nodes: { target: string[]; html: string }[] }[];
        } =
          // react-aria's own live region keeps an announcement for 7 s, pointing at the element
          // it announced; a button gone with its page (Log in) leaves it pointing at nothing for
          // a moment. Storybook resets that region between stories for the same reason.
          await axe.run(
            { exclude: [['[data-live-announcer]']] },
            { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
          );
        const violations = result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.html).join(', ')}`,
        );
        return { violations, moved };
      } finally {
        document.removeEventListener('animationstart', started, true);
        document.removeEventListener('transitionstart', started, true);
      }
    });
    if (violations.length === 0 || !moved || look === 3) {
      expect(violations).toEqual([]);
      return;
    }
  }
}

/**
 * Waits for the page's animations to end. A dialog fading in has, for a moment, the contrast of
 * a half-transparent one. Spinners turn forever, and an animation cut short (its element gone)
 * rejects: neither is waited for.
 */
async function animationsEnd(page: Page | Frame) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe once the screen has loaded: a skeleton giving way cancels its animation, which the wait
 * for animations reports as an abort; the next look finds the screen settled.
 */
export async function screenIsAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  try {
    await expectAccessible(page);
  } catch (error) {
    if (!String(error).includes('AbortError')) throw error;
    await expectAccessible(page);
  }
}

/**
 * Presses Tab until `target` has focus (or, with `within`, something inside it), as a keyboard
 * user would; fails after `presses` presses (60).
 */
export async function tabTo(page: Page, target: Locator, { within = false, presses = 60 } = {}) {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    const reached = await target.evaluate(
      (element, inside) =>
        inside ? element.contains(document.activeElement) : element === document.activeElement,
      within,
    );
    if (reached) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element.');
}

/**
 * Our server's API as the signed-in page calls it, with its CSRF token. Logging in renewed the
 * token; a fresh page carries the new one.
 */
export async function serverApi(page: Page) {
  await page.reload();
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return (method: string, path: string, data?: unknown) =>
    page.request.fetch(path, {
      method,
      headers: { 'X-CSRF-Token': token },
      ...(data !== undefined && { data }),
    });
}

/** Opens the app from the demo store's control panel, as a merchant does; returns its frame. */
export async function openAppInControlPanel(page: Page): Promise<FrameLocator> {
  await page.goto(`${product().platformUrl}/manage/stores/demo`);
  await page
    .getByRole('table', { name: 'Registered apps' })
    .getByRole('link', { name: 'Open Metafield Studio' })
    .click();
  return page.frameLocator('iframe[name="app-frame"]');
}

/**
 * Presses a job's start button and returns that job's row in its history. The row is found by
 * the id in the server's answer to the start, never by its place: a job that ended earlier sits
 * in the first row until the history is fetched again, and would stand in for the new one.
 */
export async function startJob(
  page: Page,
  button: 'Start export' | 'Start upload',
  history: 'Import history' | 'Export history',
): Promise<Locator> {
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/stores\/[^/]+\/.*\/(export|import)(\/[a-z_]+)?$/.test(
        new URL(response.url()).pathname,
      ),
  );
  await page.getByRole('button', { name: button }).click();
  const answer = await started;
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number } };
  return page
    .getByRole('grid', { name: history })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(data.id), exact: true }) });
}

/** Waits for a job's row to show that it ended as `status` (completed by default). */
export async function jobEnds(row: Locator, status = 'completed') {
  await expect(row.getByText(status, { exact: true })).toBeVisible({ timeout: 90_000 });
  return row;
}

/**
 * Downloads an export's file from its row in the history: Download opens a menu of the formats,
 * CSV and Excel (.xlsx). Answers the browser's download.
 */
export async function downloadExport(page: Page, row: Locator, format: 'CSV' | 'Excel (.xlsx)') {
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return downloading;
}

/** Logs in and opens the first product of the list: its id, with the page on its metafields. */
export async function logInToFirstProduct(page: Page): Promise<string> {
  await logIn(page, '/stores/demo/products');
  const products = page.getByRole('grid', { name: 'Products' });
  await products.getByRole('row').nth(1).getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields$/);
  return /products\/(\d+)\/metafields/.exec(page.url())?.[1] ?? '';
}

/** Creates a custom metafield on the open record's Custom metafields tab, as a merchant does. */
export async function createCustomMetafield(
  page: Page,
  { namespace, key, value }: { namespace: string; key: string; value: string },
) {
  await page.getByRole('tab', { name: 'Custom metafields' }).click();
  await page.getByRole('button', { name: 'Create metafield' }).click();
  await page.getByLabel('Namespace').fill(namespace);
  await page.getByLabel('Key').fill(key);
  await page.getByRole('textbox', { name: 'Value' }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The metafield has been created')).toBeVisible();
}

/** The export filtered to one product by its rule 'ID is {id}', once its estimate says so. */
export async function filterExportToProduct(page: Page, productId: string) {
  await page.getByRole('button', { name: 'Filter products' }).click();
  await page.getByRole('button', { name: /Field$/ }).click();
  await page.getByRole('option', { name: 'ID', exact: true }).click();
  await page.getByRole('button', { name: /Operator$/ }).click();
  await page.getByRole('option', { name: 'Is', exact: true }).click();
  await page.getByRole('textbox', { name: /Value/ }).fill(productId);
  await page.getByRole('textbox', { name: /Value/ }).blur();
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
}

/**
 * Picks `layout` in the Type select `within` a panel or one of its sections. The select shows
 * only when the resource type has shared templates, and earlier specs may have left some: unless
 * `required`, no select means the Custom layout applies already.
 */
export async function chooseLayout(
  page: Page,
  layout: 'Shared' | 'Custom',
  { within = page as Page | Locator, required = false } = {},
) {
  const select = within.getByRole('button', { name: /^(Shared|Custom) Type$/ });
  if (!required && (await select.count()) === 0) return;
  await select.click();
  await page.getByRole('option', { name: layout, exact: true }).click();
  await expect(select).toContainText(layout);
}

/**
 * Holds the demo store's calls to `path` (after `/stores/demo/`) in the emulator (its
 * `/emulator/stores/{hash}/hold`): each waits until `release()`. A test catches a job while it
 * runs this way, where a race with a fast job would fail on a quiet machine and pass on a busy
 * one, or the reverse. `untilWaiting()` resolves once a call waits at the hold.
 */
export async function holdStore(page: Page, path: string) {
  const url = `${product().platformUrl}/emulator/stores/demo/hold`;
  const headers = { 'x-emulator-key': 'emulator-admin-key' };
  expect((await page.request.put(url, { headers, data: { path } })).status()).toBe(204);
  const waiting = async () => {
    const answer = await page.request.get(url, { headers });
    return ((await answer.json()) as { waiting: number }).waiting;
  };
  return {
    untilWaiting: () => expect.poll(waiting).toBeGreaterThan(0),
    release: async () => expect((await page.request.delete(url, { headers })).status()).toBe(204),
  };
}
