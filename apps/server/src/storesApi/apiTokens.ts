import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken } from '@metafields/core';
import type { Db } from '../db.js';

/** Makes a token recognisable in logs and secret scanners, as GitHub's `ghp_` does. */
export const apiTokenPrefix = 'mst_';
/** How much of the plain token is kept, to tell tokens apart without keeping them. */
const keptPrefixLength = 8;

interface TokenRow {
  id: number;
  store_hash: string;
  name: string;
  created_at: string;
}

export interface CreatedToken extends ApiToken {
  /** The plain token: returned once, never stored. */
  token: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A store's API tokens. Only a token's SHA-256 hash and its first characters are stored: a
 * token is 32 random bytes, so a plain hash (no salt, no slow hash) cannot be guessed back,
 * and it lets a request's token be found with one indexed lookup.
 */
export function createApiTokens(db: Db) {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO api_tokens (store_hash, name, token_sha256, prefix) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], TokenRow>(
    'SELECT id, store_hash, name, created_at FROM api_tokens WHERE id = ?',
  );
  const ofStore = db.prepare<[string], TokenRow>(
    'SELECT id, store_hash, name, created_at FROM api_tokens WHERE store_hash = ? ORDER BY id',
  );
  const byHash = db.prepare<[string], TokenRow>(
    'SELECT id, store_hash, name, created_at FROM api_tokens WHERE token_sha256 = ?',
  );
  const remove = db.prepare<[number, string]>(
    'DELETE FROM api_tokens WHERE id = ? AND store_hash = ?',
  );

  return {
    create(storeHash: string, name: string): CreatedToken {
      const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
      const id = Number(
        insert.run(storeHash, name, sha256(token), token.slice(0, keptPrefixLength))
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
    storeOfToken(token: string): string | undefined {
      if (!token.startsWith(apiTokenPrefix)) return undefined;
      return byHash.get(sha256(token))?.store_hash;
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;

function toApiToken(row: TokenRow): ApiToken {
  return { id: row.id, name: row.name, created_at: row.created_at };
}
