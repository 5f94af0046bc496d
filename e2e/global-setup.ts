import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, launch } from '../scripts/launch.mjs';
import type { E2eProduct } from './product';

/**
 * The real product, once per worker (see product.ts), on free ports over a temporary data
 * folder each; stopped and removed after.
 */
export default async function globalSetup(config: FullConfig) {
  // The ports are taken one after another, so that no two products are offered the same one.
  const ports: { port: number; platformPort: number }[] = [];
  for (let i = 0; i < config.workers; i += 1) {
    ports.push({ port: await freePort(), platformPort: await freePort() });
  }
  const launched = await Promise.all(
    ports.map(async ({ port, platformPort }) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-e2e-'));
      return { running: await launch({ port, platformPort, dataDir, quiet: true }), dataDir };
    }),
  );
  const products: E2eProduct[] = launched.map(({ running, dataDir }) => ({
    url: running.url,
    platformUrl: running.platformUrl,
    dataDir,
  }));
  // Workers start after this and inherit the environment.
  process.env.E2E_PRODUCTS = JSON.stringify(products);
  return async () => {
    await Promise.all(launched.map(({ running }) => running.stop()));
    for (const { dataDir } of launched) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
