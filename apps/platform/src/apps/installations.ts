import { platformDate } from '../dates.js';
import type { PlatformDatabase } from '../db.js';
import type { AppRow } from './registry.js';

/** Whether the app holds a token for the store: installed, as far as the platform knows. */
export function isInstalled(db: PlatformDatabase, storeHash: string, clientId: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM app_tokens WHERE store_hash = ? AND client_id = ?',
      )
      .get(storeHash, clientId) !== undefined
  );
}

/** The registered apps installed in the store. */
export function installedApps(db: PlatformDatabase, storeHash: string): AppRow[] {
  return db
    .prepare<[string], AppRow>(
      `SELECT apps.* FROM apps JOIN app_tokens ON app_tokens.client_id = apps.client_id
       WHERE app_tokens.store_hash = ? ORDER BY apps.name, apps.client_id`,
    )
    .all(storeHash);
}

/**
 * Uninstalls: the token stops working and what the app set up in the store (its App
 * Extensions, the owner's removals of users) goes with it. Returns whether it was installed.
 */
export function uninstall(db: PlatformDatabase, storeHash: string, clientId: string): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM app_tokens WHERE store_hash = ? AND client_id = ?')
      .run(storeHash, clientId);
    for (const table of ['app_extensions', 'app_user_removals']) {
      db.prepare(`DELETE FROM ${table} WHERE store_hash = ? AND client_id = ?`).run(
        storeHash,
        clientId,
      );
    }
    return changes > 0;
  })();
}

export function removedUserIds(
  db: PlatformDatabase,
  storeHash: string,
  clientId: string,
): Set<number> {
  const rows = db
    .prepare<[string, string], { user_id: number }>(
      'SELECT user_id FROM app_user_removals WHERE store_hash = ? AND client_id = ?',
    )
    .all(storeHash, clientId);
  return new Set(rows.map((row) => row.user_id));
}

export function removeUserAccess(
  db: PlatformDatabase,
  input: { storeHash: string; clientId: string; userId: number; now?: Date },
): void {
  db.prepare(
    `INSERT OR IGNORE INTO app_user_removals (store_hash, client_id, user_id, removed_at)
     VALUES (?, ?, ?, ?)`,
  ).run(input.storeHash, input.clientId, input.userId, platformDate(input.now ?? new Date()));
}

export function restoreUserAccess(
  db: PlatformDatabase,
  input: { storeHash: string; clientId: string; userId: number },
): void {
  db.prepare(
    'DELETE FROM app_user_removals WHERE store_hash = ? AND client_id = ? AND user_id = ?',
  ).run(input.storeHash, input.clientId, input.userId);
}

/** A row of `app_callback_log`. */
export interface CallbackLogRow {
  id: number;
  store_hash: string;
  client_id: string;
  callback: 'uninstall' | 'remove_user';
  url: string;
  outcome: string;
  ok: number;
  at: string;
}

export function logCallback(
  db: PlatformDatabase,
  entry: Omit<CallbackLogRow, 'id' | 'ok' | 'at'> & { ok: boolean; now?: Date },
): void {
  db.prepare(
    `INSERT INTO app_callback_log (store_hash, client_id, callback, url, outcome, ok, at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.store_hash,
    entry.client_id,
    entry.callback,
    entry.url,
    entry.outcome,
    entry.ok ? 1 : 0,
    platformDate(entry.now ?? new Date()),
  );
}

export function recentCallbacks(
  db: PlatformDatabase,
  storeHash: string,
  limit = 10,
): CallbackLogRow[] {
  return db
    .prepare<[string, number], CallbackLogRow>(
      'SELECT * FROM app_callback_log WHERE store_hash = ? ORDER BY id DESC LIMIT ?',
    )
    .all(storeHash, limit);
}
