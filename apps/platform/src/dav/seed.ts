import { platformDate } from '../dates.js';
import type { SeedContext } from '../seed/context.js';
import { DAV_USERNAME, davPassword } from './accounts.js';

/**
 * The store's WebDAV account (username and password). Its file area, `<dataDir>/dav/<hash>/`,
 * is created by the routes: the seed writes to the database only.
 */
export function seedDav(context: SeedContext): void {
  context.db
    .prepare(
      'INSERT INTO dav_accounts (store_hash, username, password, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(
      context.storeHash,
      DAV_USERNAME,
      davPassword(context.random('dav')),
      platformDate(context.now),
    );
}
