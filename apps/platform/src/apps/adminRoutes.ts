import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { notFound, PlatformError, unauthorized } from '../errors.js';
import type { PlatformDatabase } from '../db.js';
import { findStoreByHash } from '../store/stores.js';
import { secretsEqual } from './oauth.js';
import type { AppsContext } from './routes.js';
import {
  clientIdSchema,
  findApp,
  registrationBody,
  registrationOf,
  upsertApp,
  type AppRegistration,
} from './registry.js';

/** What the admin endpoints show of a registration: everything but the client secret. */
function publicView(registration: AppRegistration) {
  const { clientSecret: _secret, ...rest } = registration;
  return rest;
}

function clientIdParam(params: unknown): string {
  const parsed = clientIdSchema.safeParse((params as { client_id?: unknown }).client_id);
  if (!parsed.success) {
    throw new PlatformError(422, 'The client id is invalid.', {
      client_id: parsed.error.issues[0]!.message,
    });
  }
  return parsed.data;
}

const holdBody = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^[\w/:-]*$/)
    .optional(),
});

function storeHashParam(db: PlatformDatabase, params: unknown): string {
  const storeHash = (params as { store_hash?: string }).store_hash ?? '';
  if (!findStoreByHash(db, storeHash)) throw notFound('The store was not found.');
  return storeHash;
}

/**
 * The emulator's own endpoints, guarded by `X-Emulator-Key`:
 * - standing in for the Developer Portal: `PUT` and `GET /emulator/apps/{client_id}`;
 * - for tests that must catch a job while it runs: `PUT`, `GET` and `DELETE
 *   /emulator/stores/{store_hash}/hold` hold the store's API calls (those to `{ path }` and
 *   below, such as `v3/catalog/variants`, or all), tell how many wait (`{ held, waiting }`),
 *   and let them go (see holds.ts).
 */
export function adminRoutes(
  scope: FastifyInstance,
  { db, adminKey, holds }: Pick<AppsContext, 'db' | 'adminKey' | 'holds'>,
): void {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers['x-emulator-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !secretsEqual(key, adminKey)) throw unauthorized();
  });

  scope.put('/emulator/apps/:client_id', async (request, reply) => {
    const clientId = clientIdParam(request.params);
    const body = registrationBody.safeParse(request.body);
    if (!body.success) {
      const errors: Record<string, string> = {};
      for (const issue of body.error.issues) {
        errors[issue.path.join('.') || 'body'] ??= issue.message;
      }
      throw new PlatformError(422, 'The app registration is invalid.', errors);
    }
    const created = upsertApp(db, { clientId, ...body.data });
    const app = findApp(db, clientId)!;
    return reply.status(created ? 201 : 200).send(publicView(registrationOf(app)));
  });

  scope.get('/emulator/apps/:client_id', async (request) => {
    const app = findApp(db, clientIdParam(request.params));
    if (!app) throw notFound('No app with this client id is registered.');
    return publicView(registrationOf(app));
  });

  const holdPath = '/emulator/stores/:store_hash/hold';
  scope.put(holdPath, async (request, reply) => {
    const body = holdBody.safeParse(request.body ?? {});
    if (!body.success) {
      throw new PlatformError(422, 'The hold is invalid.', { path: body.error.issues[0]!.message });
    }
    holds.hold(storeHashParam(db, request.params), body.data.path);
    return reply.status(204).send();
  });
  scope.get(holdPath, async (request) => {
    const waiting = holds.waiting(storeHashParam(db, request.params));
    return { held: waiting !== null, waiting: waiting ?? 0 };
  });
  scope.delete(holdPath, async (request, reply) => {
    holds.release(storeHashParam(db, request.params));
    return reply.status(204).send();
  });
}
