import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { product } from './product';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two workers, each with a product of its own (product.ts): the specs mostly wait on the
  // browser and the server, so two at once take little more than half the time on two cores.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Sized for a slow machine: CI runs on whichever machine a stop gets, and a 2-core one 3.5
  // times slower than ours, busy with other work, needs several seconds for what takes one here.
  // Every wait ends as soon as its condition holds, so generous limits cost nothing when all goes
  // well; a test that needs longer (a whole import) says so itself.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    // Each worker loads this file again once global-setup has run; the first load precedes it.
    baseURL: process.env.E2E_PRODUCTS === undefined ? undefined : product().url,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
