import fs from 'node:fs';
import { buildPlatform } from './app.js';
import { davLogin } from './dav/login.js';
import { readEnv } from './env.js';
import { storesToSeed } from './storesToSeed.js';

const settings = readEnv(process.env);
if (!settings.ok) {
  console.error(`platform: ${settings.message}`);
  process.exit(1);
}
const env = settings.env;
const starterStoreHash = 'starter';

fs.mkdirSync(env.dataDir, { recursive: true });
const app = buildPlatform({
  dataDir: env.dataDir,
  publicUrl: env.publicUrl,
  adminKey: env.adminKey,
  rateLimit: env.rateLimit,
  stores: storesToSeed(env, starterStoreHash),
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => {
    console.error(`platform: still closing 10 s after ${signal}; exiting`);
    process.exit(1);
  }, 10_000).unref();
  await app.close();
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));

try {
  await app.listen({ port: env.port, host: env.host });
  const store = `${env.publicUrl}/stores/${env.demoStoreHash}`;
  const dav = davLogin(env.dataDir, env.demoStoreHash, env.publicUrl);
  console.log(
    [
      `platform emulator listening on http://${env.host}:${env.port}`,
      `  control panel  ${env.publicUrl}/manage/stores/${env.demoStoreHash}`,
      `  store API      ${store}/v3/… with X-Auth-Token: ${env.demoToken}`,
      `  second store   ${env.publicUrl}/manage/stores/${starterStoreHash} (X-Auth-Token: ${env.starterToken})`,
      ...(dav ? [`  WebDAV         ${dav.url} (${dav.username} / ${dav.password})`] : []),
    ].join('\n'),
  );
} catch (error) {
  console.error(
    `platform: cannot listen on ${env.host}:${env.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
  await app.close();
  process.exit(1);
}
