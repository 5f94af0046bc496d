import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { PlatformDatabase } from '../../db.js';
import { notFound, PlatformError } from '../../errors.js';
import type { SafeHtml } from '../html.js';
import { isInstalled, removedUserIds } from '../installations.js';
import { signedPayload, withSignedPayload } from '../jwt.js';
import { findApp, type AppRow } from '../registry.js';
import { idValue, viewerOf, type Viewer } from './viewer.js';

// What every control panel request reads: its store, viewer and app, checked and parsed.

export const storeParams = z.object({ store_hash: z.string().regex(/^[a-z0-9]{1,64}$/) });
export const appParams = storeParams.extend({ client_id: z.string().min(1).max(64) });
export const userParams = appParams.extend({ user_id: idValue });
export const recordParams = storeParams.extend({ id: idValue });

export const userQuery = z.object({ user: idValue.optional() });
/** A deep link into the app: a path, as App Extension URLs are. */
const deepLink = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)\S*$/, { error: 'must be a path in the app, starting with /' });
export const appQuery = userQuery.extend({
  url: deepLink.optional(),
  channel_id: idValue.optional(),
});
export const editQuery = userQuery.extend({ extension: idValue.optional() });

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new PlatformError(
    400,
    `${issue?.path.join('.') ?? 'request'}: ${issue?.message ?? 'invalid'}`,
  );
}

export const sendPage = (reply: FastifyReply, markup: SafeHtml, status = 200) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(markup.value);

export function viewerFor(db: PlatformDatabase, request: FastifyRequest): Viewer {
  const { store_hash } = parse(storeParams, request.params);
  const { user } = parse(userQuery, request.query);
  return viewerOf(db, store_hash, user);
}

export function appOf(db: PlatformDatabase, request: FastifyRequest): AppRow {
  const app = findApp(db, parse(appParams, request.params).client_id);
  if (!app) throw notFound('No app with this client id is registered.');
  return app;
}

export function requireInstalled(db: PlatformDatabase, viewer: Viewer, app: AppRow): void {
  if (!isInstalled(db, viewer.store.store_hash, app.client_id)) {
    throw notFound(`${app.name} is not installed in this store.`);
  }
}

export function requireAccess(db: PlatformDatabase, viewer: Viewer, app: AppRow): void {
  if (removedUserIds(db, viewer.store.store_hash, app.client_id).has(viewer.user.id)) {
    throw new PlatformError(403, `The store owner removed your access to ${app.name}.`);
  }
}

/** The load callback with a fresh signed payload for the viewer. */
export function loadUrlFor(
  viewer: Viewer,
  app: AppRow,
  url = '/',
  channelId: number | null = null,
): string {
  const jwt = signedPayload({
    clientId: app.client_id,
    clientSecret: app.client_secret,
    storeHash: viewer.store.store_hash,
    user: viewer.user,
    owner: viewer.owner,
    url,
    channelId,
  });
  return withSignedPayload(app.load_callback, jwt);
}
