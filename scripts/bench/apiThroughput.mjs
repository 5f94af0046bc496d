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

/** The products list through the /bc-api gateway, as the products page asks for it. */
const productsList =
  '/bc-api/stores/demo/v3/catalog/products?limit=25&include_fields=id,is_visible,sku,name,primary_image,price,sale_price&include=primary_image&sort=total_sold&direction=desc';

/** @param {string} baseUrl */
export async function apiThroughput(baseUrl) {
  const { cookie, csrfToken } = await demoSession(baseUrl);
  const productId = await firstProductId(baseUrl, cookie);
  await addTemplates(baseUrl, cookie, csrfToken, 25);
  return {
    gatewayProducts: await throughput(`${baseUrl}${productsList}`, cookie),
    // A record's metafields as the metafield list page asks for them (spec section 7).
    gatewayMetafields: await throughput(
      `${baseUrl}/bc-api/stores/demo/v3/catalog/products/${productId}/metafields?limit=250&sort=id&direction=desc`,
      cookie,
    ),
    // The first page of a type's shared metafields, 25 templates.
    templates: await throughput(
      `${baseUrl}/api/stores/demo/templates/product?page=1&per_page=25`,
      cookie,
    ),
  };
}

/**
 * @param {string} baseUrl
 * @param {string} cookie
 */
async function firstProductId(baseUrl, cookie) {
  const response = await fetch(`${baseUrl}/bc-api/stores/demo/v3/catalog/products?limit=1`, {
    headers: { cookie },
  });
  const body = /** @type {{ data: { id: number }[] }} */ (await response.json());
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error('the demo store has no products');
  return id;
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
