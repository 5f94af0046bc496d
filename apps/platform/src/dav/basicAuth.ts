import type { DavAccount } from './accounts.js';

const BASIC = /^Basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i;

/**
 * The username and password of an `Authorization: Basic …` header (RFC 7617), or nothing when
 * the header is missing or malformed. The password may itself contain colons.
 */
export function basicCredentialsOf(header: string | undefined): DavAccount | undefined {
  const encoded = header === undefined ? undefined : BASIC.exec(header)?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** What a 401 asks the client for; the realm names the store, as each store has its own login. */
export const basicChallenge = (storeHash: string): string =>
  `Basic realm="WebDAV of store ${storeHash}", charset="UTF-8"`;
