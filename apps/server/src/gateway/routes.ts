import { featureAvailabilityMessage } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BATCH_BODY_LIMIT, matchGatewayRoute, type GatewayRoute } from './allowList.js';
import { checkAnnouncedBody, limitedBody, parseJsonBody } from './body.js';
import { multiStoreRefused } from './multiStore.js';
import { escapesStore } from './pathSafety.js';
import { callPlatform } from '../platformClient/rest.js';
import { HttpError } from '../http/errors.js';
import { requireUser } from '../accounts/sessionPlugin.js';
import type { StoreRecord, Stores } from '../stores/stores.js';
import type { ChangeHistory } from '../history/changeHistory.js';
import { gatewayChanges, metafieldsBefore, metafieldWriteOf } from './metafieldChanges.js';

/** What the checks found out about a request, for the handler that forwards it. */
interface Forwarding {
  store: StoreRecord;
  route: GatewayRoute;
  upstreamPath: string;
}

const storeNotFound = () => new HttpError(404, 'store_not_found', 'Unable to access store');
const storeInactive = () =>
  new HttpError(
    403,
    'store_inactive',
    'Metafield Studio is not installed in this store. Install it again from the control panel.',
  );
const multiStoreRequired = () =>
  new HttpError(403, 'plan_required', featureAvailabilityMessage('multi-store').defaultMessage);
const invalidPath = () =>
  new HttpError(400, 'invalid_path', 'That path is not part of the store API.');
const notAllowed = () =>
  new HttpError(404, 'not_allowed', 'This call to the store platform is not available here.');
const methodNotAllowed = () =>
  new HttpError(
    405,
    'method_not_allowed',
    'This call to the store platform does not take that method.',
  );

/** The path after `/bc-api/stores/{hash}/`, as sent (still percent-encoded), and the query. */
function splitUrl(url: string): { rawPath: string; query: string } {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  // '', 'bc-api', 'stores', '{hash}', then the store's own path.
  return { rawPath: path.split('/').slice(4).join('/'), query };
}

/**
 * `/bc-api/stores/{hash}/*`: the platform's API for the browser, limited to the calls the
 * product makes (`gateway/allowList.ts`). The session proves who the user is; the store's
 * access token, which never reaches the browser, is added here. Every check runs before a byte
 * of the body is read, and a refused request never reaches the platform. A metafield write is
 * recorded in the change history (issue 28) once the platform answered it, with the values it
 * replaced, read just before it is forwarded.
 */
export function gatewayRoutes(
  app: FastifyInstance,
  { stores, platformUrl, history }: { stores: Stores; platformUrl: string; history: ChangeHistory },
) {
  const base = new URL(platformUrl.endsWith('/') ? platformUrl : `${platformUrl}/`);
  const forwardings = new WeakMap<FastifyRequest, Forwarding>();

  const forwardingOf = (request: FastifyRequest): Forwarding => {
    const forwarding = forwardings.get(request);
    if (!forwarding) throw new Error('gateway request without its checks');
    return forwarding;
  };

  // Its own scope, so that bodies are read as bytes (forwarded as sent) by this route alone.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BATCH_BODY_LIMIT },
      (_request, body: Buffer, done) => {
        try {
          done(null, parseJsonBody(body));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );

    scope.all<{ Params: { storeHash: string; '*': string } }>(
      '/bc-api/stores/:storeHash/*',
      {
        bodyLimit: BATCH_BODY_LIMIT,
        // After the session and CSRF checks (app hooks run first), before the body is read.
        onRequest: async (request, reply) => {
          const store = await stores.findForUser(requireUser(request), request.params.storeHash);
          if (!store) throw storeNotFound();
          // Uninstalled: its token is gone, and the platform's 401 would read as a logout.
          if (!store.active) throw storeInactive();
          const { rawPath, query } = splitUrl(request.url);
          if (escapesStore(rawPath)) throw invalidPath();
          const match = matchGatewayRoute(request.method, rawPath);
          if (match.kind === 'not_allowed') throw notAllowed();
          if (match.kind === 'method_not_allowed') {
            reply.header('allow', match.allow.join(', '));
            throw methodNotAllowed();
          }
          const parameters = new URLSearchParams(query);
          if (
            multiStoreRefused(store, match.route, request.method, match.upstreamPath, parameters)
          ) {
            throw multiStoreRequired();
          }
          checkAnnouncedBody(request.headers, match.route.bodyLimit);
          forwardings.set(request, { store, route: match.route, upstreamPath: match.upstreamPath });
        },
        // A body without an announced length (chunked): stop reading at the call's own limit.
        preParsing: async (request, _reply, payload) => {
          // A GET's body is never read; an announced length was checked on arrival.
          if (request.method === 'GET' || request.headers['content-length'] !== undefined) {
            return payload;
          }
          const limited = limitedBody(forwardingOf(request).route.bodyLimit);
          // Not pipeline(): on the limit it would destroy the request, and the 413 with it. An
          // aborted upload still fails the read rather than leave it waiting.
          payload.on('error', (error) => limited.destroy(error));
          return payload.pipe(limited);
        },
      },
      async (request, reply) => {
        const { store, upstreamPath } = forwardingOf(request);
        const storeRoot = new URL(`stores/${encodeURIComponent(store.store_hash)}/`, base);
        const { query } = splitUrl(request.url);
        const target = new URL(`${upstreamPath}${query}`, storeRoot);
        // The allow-list only lets literals and digits through; this stays as a last guard.
        if (target.origin !== storeRoot.origin || !target.pathname.startsWith(storeRoot.pathname)) {
          throw invalidPath();
        }

        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const parsedBody: unknown =
          body === undefined ? undefined : JSON.parse(body.toString('utf8'));
        const write = metafieldWriteOf(
          forwardingOf(request).route,
          request.method,
          upstreamPath,
          parsedBody,
        );
        const readBefore = () =>
          write
            ? metafieldsBefore(write, storeRoot, store.accessToken)
            : Promise.resolve(new Map());
        try {
          const before = await readBefore();
          const answer = await callPlatform({
            method: request.method,
            url: target,
            accessToken: store.accessToken,
            body,
          });
          if (write) {
            const who = {
              actor: { kind: 'user', id: requireUser(request) },
              requestId: request.id,
            } as const;
            const removedIds = Array.isArray(parsedBody)
              ? parsedBody.filter((id): id is number => typeof id === 'number')
              : [];
            // The write is done: a history that cannot be written is logged, not the request's failure.
            await gatewayChanges(write, answer, before, readBefore, who, removedIds)
              .then((changes) => history.add(store.store_hash, changes))
              .catch((error: unknown) => {
                request.log.error({ err: error }, 'changes not recorded');
              });
          }
          return reply.code(answer.status).headers(answer.headers).send(answer.body);
        } catch (error) {
          if (error instanceof HttpError && error.status >= 500) {
            request.log.error({ err: error.cause ?? error }, 'platform request failed');
          }
          throw error;
        }
      },
    );
  });
}
