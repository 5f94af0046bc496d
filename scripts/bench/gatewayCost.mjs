// What the /bc-api gateway costs (issue 26: "a gateway that costs nothing"): the same reads made
// to the platform emulator directly, with its own X-Auth-Token, and through the server's gateway,
// as the signed-in browser makes them, under the same load as every throughput figure
// (10 connections for 10 s on loopback). The runs alternate (emulator, gateway, emulator,
// gateway) so that a busy machine weighs on both sides alike, and each side's best run (most
// requests per second) is kept. Latencies are timed per request to the microsecond: autocannon's
// own histogram keeps whole milliseconds, too coarse for "under 1 ms added".
import autocannon from 'autocannon';
import { demoSession } from './session.mjs';

const STORE_HASH = 'demo';
/** The token the emulator seeds the demo store with, and the server installs it with. */
const DEMO_TOKEN = process.env.PLATFORM_DEMO_TOKEN || 'demo-token';
const ROUNDS = 2;

/** The products list as the products page asks for it. */
const productsList =
  'v3/catalog/products?limit=25&include_fields=id,is_visible,sku,name,primary_image,price,sale_price&include=primary_image&sort=total_sold&direction=desc';

/** A record's metafields as the metafield list page asks for them (spec section 7). */
const metafieldList = (/** @type {number} */ productId) =>
  `v3/catalog/products/${productId}/metafields?limit=250&sort=id&direction=desc`;

/**
 * @typedef {{ requestsPerSecond: number, median: number, p99: number }} Load
 * @typedef {{ emulator: Load, gateway: Load, ratio: number, medianAdded: number }} Cost
 */

/**
 * @param {{ url: string, platformUrl: string }} product
 * @returns {Promise<{ productsList: Cost, metafieldList: Cost }>}
 */
export async function gatewayCost(product) {
  const { cookie } = await demoSession(product.url);
  const direct = {
    url: `${product.platformUrl}/stores/${STORE_HASH}/`,
    headers: { 'x-auth-token': DEMO_TOKEN },
  };
  const gateway = { url: `${product.url}/bc-api/stores/${STORE_HASH}/`, headers: { cookie } };
  const productId = await firstProductId(direct);
  /** @param {string} path */
  const compare = async (path) => {
    // Both processes' code paths warmed up before anything is kept.
    await load(gateway.url + path, gateway.headers, 2);
    /** @type {Load[]} */
    const emulatorRuns = [];
    /** @type {Load[]} */
    const gatewayRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      emulatorRuns.push(await load(direct.url + path, direct.headers));
      gatewayRuns.push(await load(gateway.url + path, gateway.headers));
    }
    return costOf(best(emulatorRuns), best(gatewayRuns));
  };
  return {
    productsList: await compare(productsList),
    metafieldList: await compare(metafieldList(productId)),
  };
}

/** @param {Load[]} runs */
const best = (runs) =>
  runs.reduce((kept, run) => (run.requestsPerSecond > kept.requestsPerSecond ? run : kept));

const round2 = (/** @type {number} */ value) => Math.round(value * 100) / 100;

/**
 * @param {Load} emulator
 * @param {Load} gateway
 * @returns {Cost}
 */
function costOf(emulator, gateway) {
  return {
    emulator,
    gateway,
    ratio: Math.round((gateway.requestsPerSecond / emulator.requestsPerSecond) * 1000) / 10,
    medianAdded: round2(gateway.median - emulator.median),
  };
}

/**
 * 10 connections on `url` for `duration` seconds.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Load>}
 */
async function load(url, headers, duration = 10) {
  /** @type {number[]} */
  const latencies = [];
  const run = autocannon({ url, connections: 10, duration, headers });
  run.on('response', (_client, _status, _bytes, /** @type {number} */ ms) => latencies.push(ms));
  const result = await run;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load on ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    round2(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    median: at(0.5),
    p99: at(0.99),
  };
}

/** @param {{ url: string, headers: Record<string, string> }} direct */
async function firstProductId(direct) {
  const response = await fetch(`${direct.url}v3/catalog/products?limit=1`, {
    headers: direct.headers,
  });
  const body = /** @type {{ data: { id: number }[] }} */ (await response.json());
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error('the demo store has no products');
  return id;
}
