import type { FastifyInstance } from 'fastify';
import { notFound, PlatformError, unauthorized } from '../errors.js';
import type { PlatformDatabase } from '../db.js';
import { secretsEqual } from './oauth.js';
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

/**
 * The emulator's own endpoints, standing in for the Developer Portal: `PUT` and `GET
 * /emulator/apps/{client_id}`, guarded by `X-Emulator-Key`.
 */
export function adminRoutes(scope: FastifyInstance, db: PlatformDatabase, adminKey: string): void {
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
}
