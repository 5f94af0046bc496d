// The partner app's smoke test, in Debian's Chromium as every browser test of the repo runs.
// `npm run pack:check` runs it on the app it built from the packed tarballs (PARTNER_APP_DIST);
// after `npm run build` here, `npx playwright test --config playwright.config.ts` runs it on ./dist.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.PARTNER_APP_DIST ?? path.join(here, 'dist');
const port = 4180;

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Sized for a busy 2-core machine; every wait ends as soon as its condition holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  webServer: {
    command: `node ${JSON.stringify(path.join(here, 'tests/serve.mjs'))} ${JSON.stringify(dist)} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
