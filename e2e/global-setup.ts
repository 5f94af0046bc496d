import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launch } from '../scripts/launch.mjs';

/** The real product, on free ports over a temporary data folder; stopped and removed after. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-e2e-'));
  const product = await launch({
    port: await freePort(),
    platformPort: await freePort(),
    dataDir,
    quiet: true,
  });
  // Workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_PLATFORM_URL = product.platformUrl;
  // Where the emulator keeps the demo store's WebDAV login, which a merchant copies from it.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
