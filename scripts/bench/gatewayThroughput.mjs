// Requests per second of the products list through the /bc-api gateway: a bounded load
// (10 connections for 10 s) on loopback, as a signed-in browser would ask for it.
import autocannon from 'autocannon';
import { demoSession } from './session.mjs';

/** @param {string} baseUrl */
export async function gatewayThroughput(baseUrl) {
  const cookie = await demoSession(baseUrl);
  const result = await autocannon({
    url: `${baseUrl}/bc-api/stores/demo/v3/catalog/products?limit=25&include_fields=id,is_visible,sku,name,primary_image,price,sale_price&include=primary_image&sort=total_sold&direction=desc`,
    connections: 10,
    duration: 10,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`gateway load: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}
