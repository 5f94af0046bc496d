// Requests per second and p99 latency of the app's own reads, under the same bounded load as
// every throughput figure (10 connections for 10 s on loopback), as a signed-in browser asks.
import autocannon from 'autocannon';
import { demoSession } from './session.mjs';

/**
 * @param {string} url
 * @param {string} cookie
 */
export async function throughput(url, cookie) {
  const result = await autocannon({ url, connections: 10, duration: 10, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load on ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** @param {string} baseUrl */
export async function apiThroughput(baseUrl) {
  const { cookie, csrfToken } = await demoSession(baseUrl);
  await addTemplates(baseUrl, cookie, csrfToken, 25);
  return {
    // The first page of a type's shared metafields, 25 templates.
    templates: await throughput(
      `${baseUrl}/api/stores/demo/templates/product?page=1&per_page=25`,
      cookie,
    ),
  };
}

/**
 * Shared metafields for the templates list to read, made through the API as the form does.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {string} csrfToken
 * @param {number} count
 */
async function addTemplates(baseUrl, cookie, csrfToken, count) {
  for (let index = 1; index <= count; index++) {
    const response = await fetch(`${baseUrl}/api/stores/demo/templates/product`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench field ${index}`,
        namespace: 'bench',
        meta_key: `field-${index}`,
        content_type: 'text',
      }),
    });
    if (response.status !== 201) {
      throw new Error(`template ${index}: ${response.status} ${await response.text()}`);
    }
  }
}
