import { platformDate } from '../dates.js';
import type { SeedContext } from '../seedContext.js';
import { davPassword, davUsername } from './accounts.js';

/**
 * The store's WebDAV account (username and password). Its file area, `<dataDir>/dav/<hash>/`,
 * is created by the routes: the seed writes to the database only.
 */
export function seedDav(context: SeedContext): void {
  const store = context.db
    .prepare<[string], { admin_email: string }>(
      'SELECT admin_email FROM stores WHERE store_hash = ?',
    )
    .get(context.storeHash);
  if (!store) throw new Error(`seedDav: store ${context.storeHash} does not exist`);
  context.db
    .prepare(
      'INSERT INTO dav_accounts (store_hash, username, password, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(
      context.storeHash,
      davUsername(store.admin_email),
      davPassword(context.random('dav')),
      platformDate(context.now),
    );
}
