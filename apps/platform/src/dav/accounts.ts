import { createHash, timingSafeEqual } from 'node:crypto';
import type { PlatformDatabase } from '../db.js';
import type { Random } from '../prng.js';

/** As on the platform, a store's WebDAV username is its owner's email address. */
export const davUsername = (adminEmail: string): string => adminEmail;

const PASSWORD_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PASSWORD_LENGTH = 24;

export interface DavAccount {
  username: string;
  password: string;
}

/** A password in the platform's style (lowercase letters and digits), drawn from `random`. */
export function davPassword(random: Random): string {
  return Array.from(
    { length: PASSWORD_LENGTH },
    () => PASSWORD_ALPHABET[random.int(0, PASSWORD_ALPHABET.length - 1)],
  ).join('');
}

/** The store's WebDAV username and password, e.g. for `main.ts` to print. */
export function findDavAccount(db: PlatformDatabase, storeHash: string): DavAccount | undefined {
  return db
    .prepare<[string], DavAccount>(
      'SELECT username, password FROM dav_accounts WHERE store_hash = ?',
    )
    .get(storeHash);
}

// Digests have equal lengths, so the comparison takes the same time whatever was sent.
const sameText = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Whether `username` and `password` are this store's WebDAV credentials. */
export function davCredentialsMatch(
  account: DavAccount | undefined,
  credentials: DavAccount,
): boolean {
  if (!account) return false;
  // Both comparisons always run, so a right username is not told apart by timing.
  const username = sameText(account.username, credentials.username);
  const password = sameText(account.password, credentials.password);
  return username && password;
}
