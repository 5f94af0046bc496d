import { createHash, randomBytes } from 'node:crypto';
import { normaliseApiTokenScopes, type ApiToken, type ApiTokenScope } from '@metafields/core';
import type { Db } from '../db.js';

/** Makes a token recognisable in logs and secret scanners, as GitHub's `ghp_` does. */
export const apiTokenPrefix = 'mst_';
/** How much of the plain token is kept, to tell tokens apart without keeping them. */
const keptPrefixLength = 8;

interface TokenRow {
  id: number;
  store_hash: string;
  name: string;
  /** Space-separated, as OAuth writes scopes: `read` or `read write`. */
  scopes: string;
  created_at: string;
}

export interface CreatedToken extends ApiToken {
  /** The plain token: returned once, never stored. */
  token: string;
}

/** What a live token may reach: its store, and what it may do there. */
export interface TokenGrant {
  storeHash: string;
  scopes: ApiTokenScope[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const columns = 'id, store_hash, name, scopes, created_at';

/**
 * A store's API tokens. Only a token's SHA-256 hash and its first characters are stored: a
 * token is 32 random bytes, so a plain hash (no salt, no slow hash) cannot be guessed back,
 * and it lets a request's token be found with one indexed lookup.
 */
export function createApiTokens(db: Db) {
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO api_tokens (store_hash, name, token_sha256, prefix, scopes) VALUES (?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], TokenRow>(`SELECT ${columns} FROM api_tokens WHERE id = ?`);
  const ofStore = db.prepare<[string], TokenRow>(
    `SELECT ${columns} FROM api_tokens WHERE store_hash = ? ORDER BY id`,
  );
  const byHash = db.prepare<[string], TokenRow>(
    `SELECT ${columns} FROM api_tokens WHERE token_sha256 = ?`,
  );
  const remove = db.prepare<[number, string]>(
    'DELETE FROM api_tokens WHERE id = ? AND store_hash = ?',
  );

  /** The store and scopes of a plain token, if it is a live token. */
  const grantOf = (token: string): TokenGrant | undefined => {
    if (!token.startsWith(apiTokenPrefix)) return undefined;
    const row = byHash.get(sha256(token));
    return row && { storeHash: row.store_hash, scopes: scopesOf(row) };
  };

  return {
    /**
     * A new token. The routes pass the scopes the person chose; code and tests that make a
     * token for themselves get one that reads and writes unless they say otherwise.
     */
    create(
      storeHash: string,
      name: string,
      scopes: readonly ApiTokenScope[] = ['read', 'write'],
    ): CreatedToken {
      const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
      const kept = normaliseApiTokenScopes(scopes).join(' ');
      const id = Number(
        insert.run(storeHash, name, sha256(token), token.slice(0, keptPrefixLength), kept)
          .lastInsertRowid,
      );
      const row = byId.get(id);
      if (!row) throw new Error('the token just created is missing');
      return { ...toApiToken(row), token };
    },
    list: (storeHash: string): ApiToken[] => ofStore.all(storeHash).map(toApiToken),
    /** Revokes at once: the next request with it finds nothing. False if not this store's. */
    revoke: (storeHash: string, id: number): boolean => remove.run(id, storeHash).changes > 0,
    /** The store a plain token belongs to, if it is a live token. */
    storeOfToken: (token: string): string | undefined => grantOf(token)?.storeHash,
    grantOf,
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;

const scopesOf = (row: TokenRow): ApiTokenScope[] =>
  normaliseApiTokenScopes(row.scopes.split(' ') as ApiTokenScope[]);

function toApiToken(row: TokenRow): ApiToken {
  return { id: row.id, name: row.name, scopes: scopesOf(row), created_at: row.created_at };
}
