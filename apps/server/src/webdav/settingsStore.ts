import type { WebdavSettingsInput } from '@metafields/core';
import { sql } from 'kysely';
import { createSecretBox, SecretError } from '../crypto.js';
import type { Database } from '../database/database.js';

/** A store's WebDAV login with the password opened, for the server's own calls only. */
export interface WebdavLogin {
  username: string;
  password: string;
}

interface SettingsRow {
  username: string;
  password_sealed: string;
}

/** The stores' WebDAV logins; passwords are sealed at rest under ENCRYPTION_KEY. */
export function createWebdavSettings({ queries }: Database, encryptionKey: string) {
  const box = createSecretBox(encryptionKey);

  async function byStore(storeHash: string): Promise<SettingsRow | undefined> {
    const { rows } = await sql<SettingsRow>`
      SELECT username, password_sealed FROM webdav_settings
      WHERE store_hash = ${storeHash}`.execute(queries);
    return rows[0];
  }

  return {
    /** The username only, for the settings screen: the password never leaves the server. */
    async username(storeHash: string): Promise<string | undefined> {
      return (await byStore(storeHash))?.username;
    },

    /**
     * The login to call WebDAV with, or nothing when never saved. A password that no longer
     * opens (the key was changed) counts as not saved, so the user is sent to the settings.
     */
    async login(storeHash: string): Promise<WebdavLogin | undefined> {
      const row = await byStore(storeHash);
      if (!row) return undefined;
      try {
        return { username: row.username, password: box.open(row.password_sealed) };
      } catch (error) {
        if (error instanceof SecretError) return undefined;
        throw error;
      }
    },

    async save(storeHash: string, input: WebdavSettingsInput): Promise<void> {
      await sql`
        INSERT INTO webdav_settings (store_hash, username, password_sealed)
        VALUES (${storeHash}, ${input.webdav_username}, ${box.seal(input.webdav_password)})
        ON CONFLICT (store_hash) DO UPDATE SET username = excluded.username,
          password_sealed = excluded.password_sealed,
          updated_at = ${new Date().toISOString()}`.execute(queries);
    },
  };
}
export type WebdavSettingsStore = ReturnType<typeof createWebdavSettings>;
