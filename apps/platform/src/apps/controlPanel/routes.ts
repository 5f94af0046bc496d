import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { PlatformDatabase } from '../../db.js';
import { notFound, PlatformError } from '../../errors.js';
import { callAppCallback } from '../callbacks.js';
import { installedExtensions, extensionUrlFor } from '../extensions.js';
import {
  isInstalled,
  removedUserIds,
  removeUserAccess,
  restoreUserAccess,
  uninstall,
} from '../installations.js';
import { signedPayload } from '../jwt.js';
import { authCallbackUrl, createCode } from '../oauth.js';
import { listApps, type AppRow } from '../registry.js';
import { errorPage } from './layout.js';
import { appPage, editPage, homePage, installPage, type ExtensionMenuItem } from './pages.js';
import { findRecord, RECORD_PAGES, type RecordTable } from './records.js';
import {
  appOf,
  appQuery,
  editQuery,
  loadUrlFor,
  parse,
  recordParams,
  requireAccess,
  requireInstalled,
  sendPage,
  userParams,
  userQuery,
  viewerFor,
} from './requests.js';
import { pathFor, storeBase, type Viewer } from './viewer.js';

const NOTICES = {
  uninstalled: { text: 'The app was uninstalled.' },
  'uninstalled-callback-failed': {
    text: 'The app was uninstalled; its uninstall callback failed (see Recent app callbacks).',
    error: true,
  },
  'access-removed': { text: "The user's access to the app was removed." },
  'access-removed-callback-failed': {
    text: "The user's access was removed; the app's remove_user callback failed (see Recent app callbacks).",
    error: true,
  },
  'access-restored': { text: "The user's access to the app was restored." },
} as const;
type NoticeKey = keyof typeof NOTICES;

const homeQuery = userQuery.extend({
  notice: z
    .enum(Object.keys(NOTICES) as [NoticeKey, ...NoticeKey[]])
    .optional()
    .catch(undefined),
});
const redirectHome = (reply: FastifyReply, viewer: Viewer, notice: NoticeKey) =>
  reply.redirect(pathFor(viewer, storeBase(viewer), { notice }), 303);

const base = '/manage/stores/:store_hash';

/** Reads `application/x-www-form-urlencoded` bodies (the control panel's forms). */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** The store's control panel at `/manage/stores/{hash}`: server-rendered, no scripts. */
export function controlPanelRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  acceptForms(scope);
  scope.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof PlatformError
        ? error.status
        : typeof (error as { statusCode?: unknown }).statusCode === 'number'
          ? (error as { statusCode: number }).statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'control panel error');
    const title = status >= 500 ? 'The control panel failed.' : (error as Error).message;
    return sendPage(reply, errorPage(status, title), status);
  });
  appRoutes(scope, db);
  accessRoutes(scope, db);
  recordPageRoutes(scope, db);
}

/**
 * Tells an app of a change through its callback (uninstall, remove_user), signed for `user`.
 * Whether it answered decides the notice: a failed callback is listed under Recent app callbacks.
 */
async function notifyApp(
  db: PlatformDatabase,
  request: FastifyRequest,
  { viewer, app, user }: { viewer: Viewer; app: AppRow; user: Viewer['user'] },
  callback: 'uninstall' | 'remove_user',
  url: string,
): Promise<boolean> {
  const { ok } = await callAppCallback({
    db,
    log: request.log,
    storeHash: viewer.store.store_hash,
    clientId: app.client_id,
    callback,
    url,
    jwt: signedPayload({
      clientId: app.client_id,
      clientSecret: app.client_secret,
      storeHash: viewer.store.store_hash,
      user,
      owner: viewer.owner,
    }),
  });
  return ok;
}

/** The home page with the store's apps, and installing, opening and uninstalling one. */
function appRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.get(base, async (request, reply) => {
    const viewer = viewerFor(db, request);
    const { notice } = parse(homeQuery, request.query);
    const hash = viewer.store.store_hash;
    const listings = listApps(db).map((app) => ({
      app,
      installed: isInstalled(db, hash, app.client_id),
      removed: removedUserIds(db, hash, app.client_id),
    }));
    return sendPage(reply, homePage(db, viewer, listings, notice && NOTICES[notice]));
  });

  scope.get(`${base}/apps/:client_id/install`, async (request, reply) => {
    const viewer = viewerFor(db, request);
    const app = appOf(db, request);
    return sendPage(
      reply,
      installPage(viewer, app, isInstalled(db, viewer.store.store_hash, app.client_id)),
    );
  });

  // Consent given: a single-use code, and the browser (its frame) goes to the auth callback.
  scope.post(`${base}/apps/:client_id/install`, async (request, reply) => {
    const viewer = viewerFor(db, request);
    const app = appOf(db, request);
    const query = createCode(db, {
      storeHash: viewer.store.store_hash,
      app,
      userId: viewer.user.id,
    });
    return reply.redirect(authCallbackUrl(app, query), 303);
  });

  scope.get(`${base}/apps/:client_id`, async (request, reply) => {
    const viewer = viewerFor(db, request);
    const app = appOf(db, request);
    const { url, channel_id } = parse(appQuery, request.query);
    requireInstalled(db, viewer, app);
    requireAccess(db, viewer, app);
    return sendPage(reply, appPage(viewer, app, loadUrlFor(viewer, app, url, channel_id ?? null)));
  });

  scope.post(`${base}/apps/:client_id/uninstall`, async (request, reply) => {
    const viewer = viewerFor(db, request);
    const app = appOf(db, request);
    requireInstalled(db, viewer, app);
    requireAccess(db, viewer, app);
    uninstall(db, viewer.store.store_hash, app.client_id);
    if (!app.uninstall_callback) return redirectHome(reply, viewer, 'uninstalled');
    const ok = await notifyApp(
      db,
      request,
      { viewer, app, user: viewer.user },
      'uninstall',
      app.uninstall_callback,
    );
    return redirectHome(reply, viewer, ok ? 'uninstalled' : 'uninstalled-callback-failed');
  });
}

/** The owner removing and restoring another user's access to an installed app. */
function accessRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  function accessTarget(request: FastifyRequest) {
    const viewer = viewerFor(db, request);
    const app = appOf(db, request);
    const { user_id } = parse(userParams, request.params);
    if (viewer.user.role !== 'owner') {
      throw new PlatformError(403, "Only the store owner can change users' access to apps.");
    }
    requireInstalled(db, viewer, app);
    const target = viewer.users.find((user) => user.id === user_id);
    if (!target) throw notFound('The store has no control panel user with this id.');
    if (target.role === 'owner') {
      throw new PlatformError(400, "The store owner's access to an app cannot be removed.");
    }
    return { viewer, app, target };
  }

  scope.post(`${base}/apps/:client_id/users/:user_id/remove`, async (request, reply) => {
    const { viewer, app, target } = accessTarget(request);
    const key = { storeHash: viewer.store.store_hash, clientId: app.client_id, userId: target.id };
    removeUserAccess(db, key);
    if (!app.remove_user_callback) return redirectHome(reply, viewer, 'access-removed');
    // The payload names the user whose access was removed.
    const ok = await notifyApp(
      db,
      request,
      { viewer, app, user: target },
      'remove_user',
      app.remove_user_callback,
    );
    return redirectHome(reply, viewer, ok ? 'access-removed' : 'access-removed-callback-failed');
  });

  scope.post(`${base}/apps/:client_id/users/:user_id/restore`, async (request, reply) => {
    const { viewer, app, target } = accessTarget(request);
    restoreUserAccess(db, {
      storeHash: viewer.store.store_hash,
      clientId: app.client_id,
      userId: target.id,
    });
    return redirectHome(reply, viewer, 'access-restored');
  });
}

/**
 * A record's edit page (`/{table}/{id}/edit`) with the App Extensions installed for its model;
 * `?extension=` opens one's panel with a fresh load URL.
 */
function recordPageRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  for (const table of Object.keys(RECORD_PAGES) as RecordTable[]) {
    scope.get(`${base}/${table}/:id/edit`, async (request, reply) => {
      const viewer = viewerFor(db, request);
      const { id } = parse(recordParams, request.params);
      const { extension } = parse(editQuery, request.query);
      const hash = viewer.store.store_hash;
      const record = findRecord(db, table, hash, id);
      if (!record) throw notFound(`The store has no ${RECORD_PAGES[table].noun} ${id}.`);
      const apps = new Map(listApps(db).map((app) => [app.client_id, app]));
      const items: ExtensionMenuItem[] = installedExtensions(db, hash, RECORD_PAGES[table].model)
        .filter((ext) => !removedUserIds(db, hash, ext.clientId).has(viewer.user.id))
        .flatMap((ext) => {
          const app = apps.get(ext.clientId);
          return app ? [{ extension: ext, app }] : [];
        });
      let panel: { item: ExtensionMenuItem; loadUrl: string } | undefined;
      if (extension !== undefined) {
        const item = items.find((candidate) => candidate.extension.id === extension);
        if (!item || item.extension.context !== 'PANEL') {
          throw notFound('No App Extension with this id opens a panel on this page.');
        }
        const url = extensionUrlFor(item.extension, record.id);
        panel = { item, loadUrl: loadUrlFor(viewer, item.app, url, record.channelId) };
      }
      return sendPage(reply, editPage({ viewer, table, record, items, panel }));
    });
  }
}
