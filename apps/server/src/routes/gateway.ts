import type { FastifyInstance } from 'fastify';
import { HttpError } from '../httpErrors.js';
import { requireUser } from '../sessionPlugin.js';
import type { Stores } from '../stores.js';

/** Platform headers the browser may see: content type and the rate-limit counters. */
const forwardedResponseHeaders = [
  'content-type',
  'x-rate-limit-requests-left',
  'x-rate-limit-requests-quota',
  'x-rate-limit-time-reset-ms',
  'x-rate-limit-time-window-ms',
];

/**
 * `/bc-api/stores/{hash}/*`: the platform's API for the browser. The session proves who the
 * user is; the store's access token, which never reaches the browser, is added here.
 */
export function gatewayRoutes(
  app: FastifyInstance,
  { stores, platformUrl }: { stores: Stores; platformUrl: string },
) {
  const base = new URL(platformUrl.endsWith('/') ? platformUrl : `${platformUrl}/`);

  app.all<{ Params: { storeHash: string; '*': string } }>(
    '/bc-api/stores/:storeHash/*',
    async (request, reply) => {
      const store = stores.findForUser(requireUser(request), request.params.storeHash);
      if (!store) throw new HttpError(404, 'store_not_found', 'Unable to access store');

      const storeRoot = new URL(`stores/${encodeURIComponent(store.store_hash)}/`, base);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const target = new URL(`${request.params['*']}${query}`, storeRoot);
      // "../" segments or an absolute URL in the path would leave the store's own API.
      if (target.origin !== storeRoot.origin || !target.pathname.startsWith(storeRoot.pathname)) {
        throw new HttpError(400, 'invalid_path', 'That path is not part of the store API.');
      }

      const hasBody = request.body !== undefined && !['GET', 'HEAD'].includes(request.method);
      let upstream: Response;
      try {
        upstream = await fetch(target, {
          method: request.method,
          headers: {
            accept: 'application/json',
            'x-auth-token': store.accessToken,
            ...(hasBody && { 'content-type': 'application/json' }),
          },
          ...(hasBody && { body: JSON.stringify(request.body) }),
        });
      } catch (error) {
        request.log.error({ err: error }, 'platform request failed');
        throw new HttpError(
          502,
          'platform_unavailable',
          'The store platform could not be reached.',
        );
      }

      reply.code(upstream.status);
      for (const name of forwardedResponseHeaders) {
        const value = upstream.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      return reply.send(Buffer.from(await upstream.arrayBuffer()));
    },
  );
}
