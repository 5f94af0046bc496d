import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    baseURL: process.env.E2E_BASE_URL,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
