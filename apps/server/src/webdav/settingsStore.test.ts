import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createWebdavSettings } from './settingsStore.js';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.dispose();
  opened = undefined;
});

const newKey = () => randomBytes(32).toString('base64');

describe.each(dialects)('WebDAV settings store on %s', (dialect) => {
  it('keeps one login per store, replaced as a whole by the next save', async () => {
    opened = await testDatabase(dialect);
    const { queries } = opened.database;
    await sql`
      INSERT INTO stores (store_hash, name, access_token)
      VALUES ('shop', 'Shop', 't'), ('other', 'Other', 't')`.execute(queries);
    const key = newKey();
    const settings = createWebdavSettings(opened.database, key);
    expect(await settings.login('shop')).toBeUndefined();

    await settings.save('shop', { webdav_username: 'first@shop.example', webdav_password: 'one' });
    await settings.save('shop', { webdav_username: 'next@shop.example', webdav_password: 'two' });
    expect(await settings.login('shop')).toEqual({
      username: 'next@shop.example',
      password: 'two',
    });
    expect(await settings.username('other')).toBeUndefined();
    const { rows } = await sql<{ password_sealed: string }>`
      SELECT password_sealed FROM webdav_settings`.execute(queries);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_sealed).not.toContain('two');

    // Under another key the password no longer opens: the login counts as not saved.
    const rekeyed = createWebdavSettings(opened.database, newKey());
    expect(await rekeyed.username('shop')).toBe('next@shop.example');
    expect(await rekeyed.login('shop')).toBeUndefined();
  });
});
