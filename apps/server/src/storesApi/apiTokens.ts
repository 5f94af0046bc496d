import { createHash, randomBytes } from 'node:crypto';
import { normaliseApiTokenScopes, type ApiToken, type ApiTokenScope } from '@metafields/core';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';

/** Makes a token recognisable in logs and secret scanners, as GitHub's `ghp_` does. */
export const apiTokenPrefix = 'mst_';
/** How much of the plain token is kept, to tell tokens apart without keeping them. */
const keptPrefixLength = 8;

interface TokenRow {
  id: number;
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
  /** The token's id: who its requests' changes are by (issue 28). */
  id: number;
  storeHash: string;
  scopes: ApiTokenScope[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A store's API tokens. Only a token's SHA-256 hash and its first characters are stored: a
 * token is 32 random bytes, so a plain hash (no salt, no slow hash) cannot be guessed back,
 * and it lets a request's token be found with one indexed lookup.
 */
export function createApiTokens({ queries }: Database) {
  return {
    /**
     * A new token. The routes pass the scopes the person chose; code and tests that make a
     * token for themselves get one that reads and writes unless they say otherwise.
     */
    async create(
      storeHash: string,
      name: string,
      scopes: readonly ApiTokenScope[] = ['read', 'write'],
    ): Promise<CreatedToken> {
      const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
      const kept = normaliseApiTokenScopes(scopes).join(' ');
      const { rows } = await sql<TokenRow>`
        INSERT INTO api_tokens (store_hash, name, token_sha256, prefix, scopes)
        VALUES (${storeHash}, ${name}, ${sha256(token)}, ${token.slice(0, keptPrefixLength)},
          ${kept})
        RETURNING id, name, scopes, created_at`.execute(queries);
      const [row] = rows;
      if (!row) throw new Error('the token just created is missing');
      return { ...toApiToken(row), token };
    },

    async list(storeHash: string): Promise<ApiToken[]> {
      const { rows } = await sql<TokenRow>`
        SELECT id, name, scopes, created_at FROM api_tokens
        WHERE store_hash = ${storeHash} ORDER BY id`.execute(queries);
      return rows.map(toApiToken);
    },

    /** Revokes at once: the next request with it finds nothing. False if not this store's. */
    async revoke(storeHash: string, id: number): Promise<boolean> {
      const deleted = await sql`
        DELETE FROM api_tokens WHERE id = ${id} AND store_hash = ${storeHash}`.execute(queries);
      return Number(deleted.numAffectedRows ?? 0) > 0;
    },

    /** The store and scopes of a plain token, if it is a live token. */
    async grantOf(token: string): Promise<TokenGrant | undefined> {
      if (!token.startsWith(apiTokenPrefix)) return undefined;
      const { rows } = await sql<Pick<TokenRow, 'id' | 'scopes'> & { store_hash: string }>`
        SELECT id, store_hash, scopes FROM api_tokens
        WHERE token_sha256 = ${sha256(token)}`.execute(queries);
      const [row] = rows;
      return row && { id: Number(row.id), storeHash: row.store_hash, scopes: scopesOf(row) };
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;

const scopesOf = (row: Pick<TokenRow, 'scopes'>): ApiTokenScope[] =>
  normaliseApiTokenScopes(row.scopes.split(' ') as ApiTokenScope[]);

function toApiToken(row: TokenRow): ApiToken {
  return { id: row.id, name: row.name, scopes: scopesOf(row), created_at: row.created_at };
}
