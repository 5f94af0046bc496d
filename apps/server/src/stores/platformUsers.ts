import { randomBytes } from 'node:crypto';
import { hasMailbox, placeholderEmail } from '@metafields/core';
import type { Db } from '../db.js';
import { hashPassword } from '../accounts/users.js';

// A provisioned account's email is core's `placeholderEmail`: a platform's word about an email
// is not proof that whoever controls the store controls that mailbox, so the asserted address
// is kept as the account's name and with the link (`platform_users.email`), never in
// `users.email`: an address there was proved by its owner (a password account), so that login
// and password reset by email can only ever reach its owner.

/** A control panel user of the platform, as a signed payload or a token response names them. */
export interface PlatformUser {
  storeHash: string;
  platformUserId: number;
  email: string;
  isOwner: boolean;
}

/**
 * The app's users behind the platform's control panel users, identified only by the store and
 * their id there (ADR 0012). A platform user seen for the first time gets a new account with no
 * usable password, even when an account with the same email exists: joining that account takes
 * its owner's confirmation (`joinPlatformUser`, after a mailed link).
 */
export function platformUserLinks(
  db: Db,
  membership: {
    link(userId: number, storeHash: string): void;
    unlink(userId: number, storeHash: string): boolean;
  },
) {
  const linked = db.prepare<[string, number], { user_id: number }>(
    'SELECT user_id FROM platform_users WHERE store_hash = ? AND platform_user_id = ?',
  );
  const accountByEmail = db.prepare<[string], { id: number; email: string }>(
    'SELECT id, email FROM users WHERE email = ?',
  );
  const insertUser = db.prepare<[string, string, string]>(
    'INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)',
  );
  const upsertLink = db.prepare<[string, number, number, string, number]>(
    `INSERT INTO platform_users (store_hash, platform_user_id, user_id, email, is_owner)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (store_hash, platform_user_id) DO UPDATE SET email = excluded.email,
       is_owner = excluded.is_owner`,
  );
  const relink = db.prepare<[number, string, number]>(
    'UPDATE platform_users SET user_id = ? WHERE store_hash = ? AND platform_user_id = ?',
  );
  const linkCount = db.prepare<[number], { count: number }>(
    'SELECT count(*) AS count FROM platform_users WHERE user_id = ?',
  );
  const endSessions = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');

  const existingUser = (user: PlatformUser): number | undefined =>
    linked.get(user.storeHash, user.platformUserId)?.user_id;

  return {
    /**
     * The app's user for this platform user, created if new, and linked to the store. `created`
     * says this load made the account: the moment to offer joining an account with that email.
     */
    async provisionPlatformUser(user: PlatformUser): Promise<{ userId: number; created: boolean }> {
      // Hashing is slow and async, so it happens before the (synchronous) transaction, and
      // only when the user looks new; the transaction looks again, for concurrent loads.
      const unusableHash =
        existingUser(user) === undefined
          ? await hashPassword(randomBytes(32).toString('base64url'))
          : undefined;
      return db.transaction(() => {
        let userId = existingUser(user);
        const created = userId === undefined;
        if (userId === undefined) {
          if (unusableHash === undefined) throw new Error('user vanished while provisioning');
          const email = placeholderEmail(user.storeHash, user.platformUserId);
          userId = Number(insertUser.run(email, user.email, unusableHash).lastInsertRowid);
        }
        upsertLink.run(user.storeHash, user.platformUserId, userId, user.email, +user.isOwner);
        membership.link(userId, user.storeHash);
        return { userId, created };
      })();
    },
    /**
     * The account (other than `exceptUserId`) whose proven email this is: the one a platform
     * user with that email may ask to join.
     */
    accountWithEmail(
      email: string,
      exceptUserId: number,
    ): { id: number; email: string } | undefined {
      const row = accountByEmail.get(email);
      return row && row.id !== exceptUserId && hasMailbox(row) ? row : undefined;
    },
    /**
     * The owner of `userId` confirmed that this platform user is them: the platform user signs
     * in as `userId` from now on, which gets the store. The account provisioned for the platform
     * user loses the store, and its sessions once nothing links to it any more (it is kept, since
     * jobs and tokens may name it). False when the platform user is gone.
     */
    joinPlatformUser(storeHash: string, platformUserId: number, userId: number): boolean {
      return db.transaction(() => {
        const provisioned = linked.get(storeHash, platformUserId)?.user_id;
        if (provisioned === undefined) return false;
        if (provisioned === userId) return true;
        relink.run(userId, storeHash, platformUserId);
        membership.link(userId, storeHash);
        membership.unlink(provisioned, storeHash);
        if ((linkCount.get(provisioned)?.count ?? 0) === 0) endSessions.run(provisioned);
        return true;
      })();
    },
    /** The store owner removed the user's access to the app: they may not open the store. */
    removePlatformUser(storeHash: string, platformUserId: number): boolean {
      const row = linked.get(storeHash, platformUserId);
      if (!row) return false;
      return membership.unlink(row.user_id, storeHash);
    },
  };
}
