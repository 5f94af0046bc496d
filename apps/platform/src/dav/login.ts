import path from 'node:path';
import Database from 'better-sqlite3';
import { findDavAccount, type DavAccount } from './accounts.js';

export interface DavLogin extends DavAccount {
  /** The store's WebDAV folder, e.g. `http://127.0.0.1:4010/stores/demo/dav/`. */
  url: string;
}

/**
 * The store's WebDAV address, username and password, for `main.ts` to print at start. Reads
 * `platform.sqlite` of `dataDir` on a read-only connection of its own, so it needs nothing from
 * the running emulator.
 */
export function davLogin(
  dataDir: string,
  storeHash: string,
  publicUrl: string,
): DavLogin | undefined {
  const db = new Database(path.join(dataDir, 'platform.sqlite'), { readonly: true });
  try {
    const account = findDavAccount(db, storeHash);
    return account && { ...account, url: `${publicUrl}/stores/${storeHash}/dav/` };
  } finally {
    db.close();
  }
}
