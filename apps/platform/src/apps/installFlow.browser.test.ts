import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright';
// The repository's one description of how Chromium runs here (Debian's, as root).
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../app.js';
import { openDatabase } from '../db.js';
import { DEMO, SEED_NOW, tempDir } from '../testing/platform.js';
import { startStandInApp, type StandInApp } from './testing/standInApp.js';

/**
 * The install → token → load flow end to end, as a merchant goes through it: Chromium on the
 * emulator's control panel, and a stand-in app on its own port doing its side over HTTP.
 */
const ADMIN_KEY = 'browser-test-key';
const OWNER_EMAIL = 'owner@store-demo.mybigcommerce.com';

let dataDir: string;
let platform: FastifyInstance;
let platformUrl: string;
let standIn: StandInApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = tempDir();
  platform = buildPlatform({
    dataDir,
    stores: [{ ...DEMO, size: 'small', now: SEED_NOW }],
    adminKey: ADMIN_KEY,
  });
  await platform.listen({ host: '127.0.0.1', port: 0 });
  platformUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
  standIn = await startStandInApp({
    platformUrl,
    adminKey: ADMIN_KEY,
    clientId: 'stand-in-app',
    clientSecret: 'stand-in-secret',
    name: 'Stand-in App',
  });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
  await platform?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const appFrame = () => page.frameLocator('iframe[name="app-frame"]');
const textOf = async (selector: string) => {
  const locator = appFrame().locator(selector);
  await locator.waitFor({ timeout: 15_000 });
  return locator.textContent();
};

describe('installing and opening an app in the control panel', () => {
  it('installs from the store home, loads as the owner, and opens a product App Extension', async () => {
    await page.goto(`${platformUrl}/manage/stores/demo`);
    await page.getByRole('link', { name: 'Install Stand-in App' }).click();
    await expect(
      page.getByRole('heading', { name: 'Install Stand-in App' }).isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Install' }).click();

    // The app's answer to its auth callback, inside the control panel's frame: it exchanged
    // the code, and its token worked on the store API.
    expect(await textOf('#installed-by'), standIn.events.join('\n')).toBe(
      `Installed by ${OWNER_EMAIL}`,
    );
    expect(await textOf('#store-name')).toBe('Store: Metafield Studio Demo');
    const db = openDatabase(`${dataDir}/platform.sqlite`);
    const row = db
      .prepare<[], { access_token: string }>(
        "SELECT access_token FROM app_tokens WHERE client_id = 'stand-in-app'",
      )
      .get();
    db.close();
    expect(row?.access_token).toBe(standIn.token());

    // Opening the installed app: its load callback, with a JWT the app verified.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Open Stand-in App' }).click();
    expect(await textOf('#user')).toBe(`Logged in as ${OWNER_EMAIL}`);
    expect(await textOf('#url')).toBe('Deep link: /');

    // A product's edit page lists the extension the app registered while installing.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: /^Edit product: / }).click();
    const productId = /\/products\/(\d+)\/edit/.exec(page.url())![1]!;
    await page
      .getByRole('navigation', { name: 'App Extensions' })
      .getByRole('link', { name: 'Product panel' })
      .click();
    expect(await textOf('#product')).toBe(`Product ${productId}`);
    expect(await textOf('#user')).toBe(`Logged in as ${OWNER_EMAIL}`);

    // Uninstalling calls the app server to server, and the store is back to "Install".
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Uninstall Stand-in App' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('The app was uninstalled.');
    expect(await page.getByRole('link', { name: 'Install Stand-in App' }).count()).toBe(1);
    expect(standIn.events).toEqual([
      `installed by ${OWNER_EMAIL}`,
      `load ${OWNER_EMAIL} /`,
      `load ${OWNER_EMAIL} /products/${productId}/panel`,
      'uninstall',
    ]);
  }, 90_000);
});
