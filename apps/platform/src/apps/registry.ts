import * as z from 'zod';
import { platformDate } from '../dates.js';
import type { PlatformDatabase } from '../db.js';

/** An app known to the emulator, as its developer registers it. */
export interface AppRegistration {
  clientId: string;
  clientSecret: string;
  name: string;
  /** Callback URLs: `auth`, `load`, `uninstall`, `remove_user`. */
  callbacks: { auth: string; load: string; uninstall?: string; removeUser?: string };
  scopes?: string[];
}

const callbackUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' });

/** The body of `PUT /emulator/apps/{client_id}`: a registration without its client id. */
export const registrationBody = z
  .object({
    clientSecret: z.string().min(1).max(256),
    name: z.string().trim().min(1).max(100),
    callbacks: z
      .object({
        auth: callbackUrl,
        load: callbackUrl,
        uninstall: callbackUrl.optional(),
        removeUser: callbackUrl.optional(),
      })
      .strict(),
    scopes: z
      .array(z.string().regex(/^[a-z0-9_]{1,100}$/, { error: 'must be a scope name' }))
      .max(100)
      .optional(),
  })
  .strict();

export const registrationSchema = registrationBody.extend({ clientId: clientIdSchema });

/** A row of `apps`. */
export interface AppRow {
  client_id: string;
  client_secret: string;
  name: string;
  auth_callback: string;
  load_callback: string;
  uninstall_callback: string | null;
  remove_user_callback: string | null;
  scopes: string;
  created_at: string;
  updated_at: string;
}

export function registrationOf(row: AppRow): AppRegistration {
  const callbacks: AppRegistration['callbacks'] = {
    auth: row.auth_callback,
    load: row.load_callback,
  };
  if (row.uninstall_callback) callbacks.uninstall = row.uninstall_callback;
  if (row.remove_user_callback) callbacks.removeUser = row.remove_user_callback;
  return {
    clientId: row.client_id,
    clientSecret: row.client_secret,
    name: row.name,
    callbacks,
    scopes: scopesOf(row),
  };
}

export const scopesOf = (row: Pick<AppRow, 'scopes'>): string[] =>
  row.scopes.split(' ').filter((scope) => scope !== '');

export function findApp(db: PlatformDatabase, clientId: string): AppRow | undefined {
  return db.prepare<[string], AppRow>('SELECT * FROM apps WHERE client_id = ?').get(clientId);
}

export function listApps(db: PlatformDatabase): AppRow[] {
  return db.prepare<[], AppRow>('SELECT * FROM apps ORDER BY name, client_id').all();
}

/** Creates or replaces an app's profile; returns whether it was new. */
export function upsertApp(db: PlatformDatabase, app: AppRegistration, now = new Date()): boolean {
  const existed = findApp(db, app.clientId) !== undefined;
  const at = platformDate(now);
  db.prepare(
    `INSERT INTO apps (client_id, client_secret, name, auth_callback, load_callback,
       uninstall_callback, remove_user_callback, scopes, created_at, updated_at)
     VALUES (@client_id, @client_secret, @name, @auth, @load, @uninstall, @remove_user, @scopes,
       @at, @at)
     ON CONFLICT (client_id) DO UPDATE SET client_secret = excluded.client_secret,
       name = excluded.name, auth_callback = excluded.auth_callback,
       load_callback = excluded.load_callback, uninstall_callback = excluded.uninstall_callback,
       remove_user_callback = excluded.remove_user_callback, scopes = excluded.scopes,
       updated_at = excluded.updated_at`,
  ).run({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    name: app.name,
    auth: app.callbacks.auth,
    load: app.callbacks.load,
    uninstall: app.callbacks.uninstall ?? null,
    remove_user: app.callbacks.removeUser ?? null,
    scopes: [...new Set(app.scopes ?? [])].join(' '),
    at,
  });
  return !existed;
}
