import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createApiTokens } from './apiTokens.js';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.dispose();
  opened = undefined;
});

describe.each(dialects)('API tokens on %s', (dialect) => {
  it('finds a token by its hash only, with its store and scopes, until revoked', async () => {
    opened = await testDatabase(dialect);
    const { queries } = opened.database;
    await sql`
      INSERT INTO stores (store_hash, name, access_token)
      VALUES ('shop', 'Shop', 't'), ('other', 'Other', 't')`.execute(queries);
    const tokens = createApiTokens(opened.database);

    const reader = await tokens.create('shop', 'Reports', ['read']);
    const writer = await tokens.create('shop', 'ERP');
    await tokens.create('other', 'Theirs');
    expect(reader).toMatchObject({ name: 'Reports', scopes: ['read'] });
    expect(reader.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await tokens.grantOf(reader.token)).toEqual({
      id: reader.id,
      storeHash: 'shop',
      scopes: ['read'],
    });
    expect(await tokens.grantOf(writer.token)).toEqual({
      id: writer.id,
      storeHash: 'shop',
      scopes: ['read', 'write'],
    });
    expect(await tokens.grantOf(`${writer.token}x`)).toBeUndefined();

    // Only the hash and the first characters are kept.
    const kept = await sql<{ token_sha256: string; prefix: string }>`
      SELECT token_sha256, prefix FROM api_tokens WHERE id = ${reader.id}`.execute(queries);
    expect(kept.rows[0]!.token_sha256).not.toContain(reader.token);
    expect(reader.token.startsWith(kept.rows[0]!.prefix)).toBe(true);

    expect((await tokens.list('shop')).map((token) => token.name)).toEqual(['Reports', 'ERP']);
    expect(await tokens.revoke('other', reader.id)).toBe(false);
    expect(await tokens.revoke('shop', reader.id)).toBe(true);
    expect(await tokens.grantOf(reader.token)).toBeUndefined();
    expect((await tokens.list('shop')).map((token) => token.id)).toEqual([writer.id]);
  });
});
