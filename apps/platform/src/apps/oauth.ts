import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { platformDate } from '../dates.js';
import type { PlatformDatabase } from '../db.js';
import { findStoreByHash } from '../store/stores.js';
import { findApp, type AppRow } from './registry.js';
import { findOwner, findUser } from './users.js';

/** "Exchange for a semi-permanent access_token": the code itself lives ten minutes. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Lowercase letters and digits, from the system's secure generator. */
export const randomToken = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Compares secrets without leaking, through timing, how much of them matched. */
export function secretsEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The query of the browser's request to the app's auth callback. */
export interface AuthCallbackQuery {
  code: string;
  scope: string;
  context: string;
  account_uuid: string;
}

/** Issues a code for the install `userId` just consented to. */
export function createCode(
  db: PlatformDatabase,
  input: { storeHash: string; app: AppRow; userId: number; now?: Date },
): AuthCallbackQuery {
  const store = findStoreByHash(db, input.storeHash);
  if (!store) throw new Error(`no store ${input.storeHash}`);
  const code = randomToken(16);
  const scope = input.app.scopes;
  db.prepare(
    `INSERT INTO oauth_codes (code, store_hash, client_id, user_id, scope, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    input.storeHash,
    input.app.client_id,
    input.userId,
    scope,
    (input.now ?? new Date()).getTime() + CODE_LIFETIME_MS,
  );
  return {
    code,
    scope,
    context: `stores/${input.storeHash}`,
    account_uuid: store.account_uuid,
  };
}

/** The auth callback URL the browser is sent to, with the code grant's parameters. */
export function authCallbackUrl(app: AppRow, query: AuthCallbackQuery): string {
  const url = new URL(app.auth_callback);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The request body of `POST /oauth2/token` (guide-auth.mdx). */
export const tokenRequestSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  code: z.string().min(1),
  scope: z.string(),
  context: z.string().min(1),
  grant_type: z.string().min(1),
  redirect_uri: z.string().min(1),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** An answer of the token endpoint: the documented body, or an RFC 6749 §5.2 error. */
export type TokenResult =
  | { ok: true; body: TokenResponse }
  | { ok: false; status: 400 | 401; error: string; description: string };

export interface TokenResponse {
  access_token: string;
  scope: string;
  user: { id: number; username: string; email: string };
  owner: { id: number; username: string; email: string };
  context: string;
  account_uuid: string;
}

interface CodeRow {
  code: string;
  store_hash: string;
  client_id: string;
  user_id: number;
  scope: string;
  expires_at: number;
  used_at: number | null;
}

const failure = (
  status: 400 | 401,
  error: string,
  description: string,
): Extract<TokenResult, { ok: false }> => ({ ok: false, status, error, description });

const sameScopes = (a: string, b: string): boolean => {
  const set = (text: string) => [...new Set(text.split(/\s+/).filter(Boolean))].sort().join(' ');
  return set(a) === set(b);
};

/**
 * The code exchange: checks the client, then the code (single-use, unexpired, issued to this
 * client for this store), the redirect URI and the scope; then issues the store's token for
 * the app, replacing the one it had.
 */
export function exchangeCode(
  db: PlatformDatabase,
  request: TokenRequest,
  now = new Date(),
): TokenResult {
  if (request.grant_type !== 'authorization_code') {
    return failure(400, 'unsupported_grant_type', 'grant_type must be authorization_code.');
  }
  const app = findApp(db, request.client_id);
  if (!app || !secretsEqual(app.client_secret, request.client_secret)) {
    return failure(401, 'invalid_client', 'The client_id or client_secret is not valid.');
  }
  return db.transaction((): TokenResult => {
    const code = db
      .prepare<[string], CodeRow>('SELECT * FROM oauth_codes WHERE code = ?')
      .get(request.code);
    if (!code || code.client_id !== app.client_id) {
      return failure(400, 'invalid_grant', 'The code is not valid.');
    }
    if (code.used_at !== null) {
      return failure(400, 'invalid_grant', 'The code has already been used.');
    }
    if (now.getTime() >= code.expires_at) {
      return failure(400, 'invalid_grant', 'The code has expired.');
    }
    if (request.redirect_uri !== app.auth_callback) {
      return failure(
        400,
        'invalid_grant',
        'redirect_uri does not match the auth callback registered for the app.',
      );
    }
    if (request.context !== `stores/${code.store_hash}`) {
      return failure(400, 'invalid_grant', 'The code was not issued for this context.');
    }
    if (!sameScopes(request.scope, code.scope)) {
      return failure(
        400,
        'invalid_scope',
        'scope does not match the scopes granted with the code.',
      );
    }
    const store = findStoreByHash(db, code.store_hash);
    const user = findUser(db, code.store_hash, code.user_id);
    const owner = findOwner(db, code.store_hash);
    if (!store || !user || !owner) {
      return failure(400, 'invalid_grant', 'The store of the code no longer exists.');
    }
    db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code = ?').run(now.getTime(), code.code);
    const accessToken = randomToken(31);
    db.prepare(
      `INSERT INTO app_tokens (access_token, store_hash, client_id, scope, created_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (store_hash, client_id) DO UPDATE SET access_token = excluded.access_token,
         scope = excluded.scope, created_at = excluded.created_at`,
    ).run(accessToken, code.store_hash, app.client_id, code.scope, platformDate(now));
    return {
      ok: true,
      body: {
        access_token: accessToken,
        scope: code.scope,
        user: { id: user.id, username: user.email, email: user.email },
        owner: { id: owner.id, username: owner.email, email: owner.email },
        context: `stores/${code.store_hash}`,
        account_uuid: store.account_uuid,
      },
    };
  })();
}
