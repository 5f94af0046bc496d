import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { AreaContext } from '../area.js';
import { notFound, unauthorized } from '../errors.js';
import { davCredentialsMatch, findDavAccount } from './accounts.js';
import { basicChallenge, basicCredentialsOf } from './basicAuth.js';
import { checkDestination, davTargetOf } from './paths.js';
import { DavServers } from './servers.js';

/** WebDAV's own methods (RFC 4918), unknown to Fastify until added; `hasBody` for XML bodies. */
const DAV_METHODS = [
  { method: 'PROPFIND', hasBody: true },
  { method: 'PROPPATCH', hasBody: true },
  { method: 'MKCOL', hasBody: true },
  { method: 'LOCK', hasBody: true },
  { method: 'UNLOCK', hasBody: false },
  { method: 'COPY', hasBody: false },
  { method: 'MOVE', hasBody: false },
] as const;

const HTTP_METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'] as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** WebDAV at `/stores/{hash}/dav/`, with each store's WebDAV username and password. */
export function davRoutes(app: FastifyInstance, context: AreaContext): void {
  for (const { method, hasBody } of DAV_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody });
  }
  const servers = new DavServers(context.dataDir);
  // Every store's (empty) file area exists from the start, as on the platform.
  const stores = context.db
    .prepare<[], { store_hash: string }>('SELECT store_hash FROM dav_accounts')
    .all();
  for (const { store_hash } of stores) servers.for(store_hash);

  /**
   * Runs before Fastify reads the body: the request stream goes to the library untouched
   * (PUT bodies of any type and size), and the reply is hijacked, so the handler never runs.
   */
  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const target = davTargetOf(request.raw.url ?? '');
    if (!target) throw notFound();
    const credentials = basicCredentialsOf(header(request, 'authorization'));
    const account = findDavAccount(context.db, target.storeHash);
    if (!credentials || !davCredentialsMatch(account, credentials)) {
      reply.header('www-authenticate', basicChallenge(target.storeHash));
      throw unauthorized();
    }
    checkDestination(header(request, 'destination'), target);
    const server = servers.for(target.storeHash);
    reply.hijack();
    request.raw.url = target.subPath;
    server.executeRequest(request.raw, reply.raw, target.rootPath);
  }

  const methods: HTTPMethods[] = [...HTTP_METHODS, ...DAV_METHODS.map(({ method }) => method)];
  for (const url of ['/stores/:store_hash/dav', '/stores/:store_hash/dav/*']) {
    app.route({
      method: methods,
      url,
      exposeHeadRoute: false,
      onRequest: serve,
      handler: async () => {
        throw new Error('WebDAV requests are answered by the onRequest hook');
      },
    });
  }
}
