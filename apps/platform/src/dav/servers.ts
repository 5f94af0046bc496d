import fs from 'node:fs';
import path from 'node:path';
import webdav from 'webdav-server';

/** The folder of a store's files: `<dataDir>/dav/<store_hash>/`. */
export const davFolderOf = (dataDir: string, storeHash: string): string =>
  path.join(dataDir, 'dav', storeHash);

/**
 * Credentials are checked before a request reaches the library (see `routes.ts`), so its own
 * authentication only names the user. The library's types predate strict null checks: a
 * `null` error is how it is told that there is none.
 */
function alreadyAuthenticated(storeHash: string): webdav.v2.HTTPAuthentication {
  const user: webdav.v2.IUser = {
    uid: `dav-${storeHash}`,
    username: storeHash,
    isAdministrator: true,
    isDefaultUser: false,
  };
  return {
    askForAuthentication: () => ({}),
    getUser: (_context, callback) => callback(null as unknown as Error, user),
  };
}

/**
 * One WebDAV server per store, each rooted at that store's folder: a path can never name
 * another store's file, whatever it contains, because the library resolves `..` against the
 * folder and refuses to climb above it.
 */
export class DavServers {
  readonly #servers = new Map<string, webdav.v2.WebDAVServer>();

  constructor(readonly dataDir: string) {}

  for(storeHash: string): webdav.v2.WebDAVServer {
    const existing = this.#servers.get(storeHash);
    if (existing) return existing;
    const folder = davFolderOf(this.dataDir, storeHash);
    fs.mkdirSync(folder, { recursive: true });
    const server = new webdav.v2.WebDAVServer({
      rootFileSystem: new webdav.v2.PhysicalFileSystem(folder),
      httpAuthentication: alreadyAuthenticated(storeHash),
      requireAuthentification: false,
      serverName: 'platform-webdav',
      // Set, so that the library does not read its package.json on every server.
      version: '2.6.3',
    });
    this.#servers.set(storeHash, server);
    return server;
  }
}
