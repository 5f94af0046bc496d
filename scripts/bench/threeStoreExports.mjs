// Issue 27's goal for several instances: three instances serve three stores' exports at once in
// at most 1.5 times what one instance takes for one store's. Each store holds 150,000 product
// metafields (the emulator's `large-3` seed); each export is started through its own instance.
import { finished, jobsPath, startExport } from './jobsApi.mjs';
import { demoSession } from './session.mjs';
import { storeOwnerSession } from './storeOwnerSession.mjs';

/** @typedef {{ url: string, platformUrl: string, servers: { url: string }[] }} Cluster */

/**
 * One export through `baseUrl`, from its start to a downloadable file.
 * @param {string} baseUrl @param {import('./jobsApi.mjs').Session} session @param {string} storeHash
 */
async function timedExport(baseUrl, session, storeHash) {
  const started = performance.now();
  const id = await startExport(baseUrl, session, storeHash);
  const job = await finished(baseUrl, session, jobsPath(storeHash, 'export'), id);
  if (job.status !== 'completed' || !job.download_url) {
    throw new Error(`${storeHash}'s export ended ${job.status}: ${job.errors.join('; ')}`);
  }
  return { rows: job.items_processed_count, seconds: (performance.now() - started) / 1000 };
}

/** The demo store's export on a product of one instance. @param {{ url: string }} product */
export async function oneStoreExport(product) {
  return timedExport(product.url, await demoSession(product.url), 'demo');
}

/**
 * The three large stores' exports at once, each through its own instance of `cluster`: the
 * time until the last one is downloadable.
 * @param {Cluster} cluster
 */
export async function threeStoreExports(cluster) {
  const [first, second, third] = cluster.servers;
  if (!first || !second || !third) throw new Error('three instances are needed');
  const stores = [
    { server: first, storeHash: 'demo', session: await demoSession(first.url) },
    {
      server: second,
      storeHash: 'large2',
      session: await storeOwnerSession(second.url, cluster.platformUrl, 'large2'),
    },
    {
      server: third,
      storeHash: 'large3',
      session: await storeOwnerSession(third.url, cluster.platformUrl, 'large3'),
    },
  ];
  const started = performance.now();
  const each = await Promise.all(
    stores.map(({ server, session, storeHash }) => timedExport(server.url, session, storeHash)),
  );
  return {
    seconds: (performance.now() - started) / 1000,
    rows: each.map((result) => result.rows),
    each: each.map((result) => result.seconds),
  };
}
