import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { seedDemo } from './seed.js';

let config;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { app, users, stores } = await buildServer(config);
// The demo user and store exist only beside the emulator: a server facing the real platform
// gets its stores and users from installs, never a known password.
if (config.PLATFORM_EMULATOR) await seedDemo(config, { users, stores, log: app.log });
const address = await app.listen({ port: config.PORT, host: config.HOST });
console.log(`server listening on ${address}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
