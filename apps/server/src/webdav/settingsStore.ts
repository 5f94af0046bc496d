import type { WebdavSettingsInput } from '@metafields/core';
import { createSecretBox, SecretError } from '../crypto.js';
import type { Db } from '../db.js';

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
export function createWebdavSettings(db: Db, encryptionKey: string) {
  const box = createSecretBox(encryptionKey);
  const byStore = db.prepare<[string], SettingsRow>(
    'SELECT username, password_sealed FROM webdav_settings WHERE store_hash = ?',
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO webdav_settings (store_hash, username, password_sealed) VALUES (?, ?, ?)
     ON CONFLICT (store_hash) DO UPDATE SET username = excluded.username,
       password_sealed = excluded.password_sealed,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ')`,
  );

  return {
    /** The username only, for the settings screen: the password never leaves the server. */
    username(storeHash: string): string | undefined {
      return byStore.get(storeHash)?.username;
    },

    /**
     * The login to call WebDAV with, or nothing when never saved. A password that no longer
     * opens (the key was changed) counts as not saved, so the user is sent to the settings.
     */
    login(storeHash: string): WebdavLogin | undefined {
      const row = byStore.get(storeHash);
      if (!row) return undefined;
      try {
        return { username: row.username, password: box.open(row.password_sealed) };
      } catch (error) {
        if (error instanceof SecretError) return undefined;
        throw error;
      }
    },

    save(storeHash: string, input: WebdavSettingsInput): void {
      upsert.run(storeHash, input.webdav_username, box.seal(input.webdav_password));
    },
  };
}
export type WebdavSettingsStore = ReturnType<typeof createWebdavSettings>;
