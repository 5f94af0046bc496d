import { randomBytes } from 'node:crypto';
import { hasMailbox, placeholderEmail } from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
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
  database: Database,
  membership: {
    link(userId: number, storeHash: string, into: Queries): Promise<void>;
    unlink(userId: number, storeHash: string, into?: Queries): Promise<boolean>;
  },
) {
  // On PostgreSQL the row a join reads is locked until it commits; SQLite has no FOR UPDATE,
  // and its one connection runs one transaction at a time anyway.
  const forUpdate = database.dialect === 'postgres' ? sql`FOR UPDATE` : sql``;

  async function linkedUser(
    storeHash: string,
    platformUserId: number,
    queries: Queries,
    lock = sql``,
  ): Promise<number | undefined> {
    const { rows } = await sql<{ user_id: number }>`
      SELECT user_id FROM platform_users
      WHERE store_hash = ${storeHash} AND platform_user_id = ${platformUserId} ${lock}`.execute(
      queries,
    );
    return rows[0]?.user_id;
  }

  return {
    /**
     * The app's user for this platform user, created if new, and linked to the store. `created`
     * says this load made the account: the moment to offer joining an account with that email.
     */
    async provisionPlatformUser(user: PlatformUser): Promise<{ userId: number; created: boolean }> {
      // Hashing is slow, so it happens before the transaction, and only when the user looks new.
      const unusableHash =
        (await linkedUser(user.storeHash, user.platformUserId, database.queries)) === undefined
          ? await hashPassword(randomBytes(32).toString('base64url'))
          : undefined;
      return database.transaction(async (queries) => {
        let userId = await linkedUser(user.storeHash, user.platformUserId, queries);
        let created = false;
        if (userId === undefined) {
          if (unusableHash === undefined) throw new Error('user vanished while provisioning');
          // Another instance may be provisioning the same platform user at this moment: the
          // account's email is the same for both, so the second finds the first's account.
          const email = placeholderEmail(user.storeHash, user.platformUserId);
          const inserted = await sql<{ id: number }>`
            INSERT INTO users (email, name, password_hash)
            VALUES (${email}, ${user.email}, ${unusableHash})
            ON CONFLICT (email) DO NOTHING
            RETURNING id`.execute(queries);
          created = inserted.rows.length > 0;
          userId =
            inserted.rows[0]?.id ??
            (
              await sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`.execute(
                queries,
              )
            ).rows[0]?.id;
          if (userId === undefined) throw new Error('user vanished while provisioning');
        }
        // The link's user wins over the one found above: a concurrent load may have linked first.
        const { rows } = await sql<{ user_id: number }>`
          INSERT INTO platform_users (store_hash, platform_user_id, user_id, email, is_owner)
          VALUES (${user.storeHash}, ${user.platformUserId}, ${userId}, ${user.email},
            ${+user.isOwner})
          ON CONFLICT (store_hash, platform_user_id) DO UPDATE SET email = excluded.email,
            is_owner = excluded.is_owner
          RETURNING user_id`.execute(queries);
        userId = rows[0]?.user_id ?? userId;
        await membership.link(userId, user.storeHash, queries);
        return { userId, created };
      });
    },
    /**
     * The account (other than `exceptUserId`) whose proven email this is: the one a platform
     * user with that email may ask to join.
     */
    async accountWithEmail(
      email: string,
      exceptUserId: number,
    ): Promise<{ id: number; email: string } | undefined> {
      // users.email is COLLATE NOCASE on both databases: any case matches.
      const { rows } = await sql<{ id: number; email: string }>`
        SELECT id, email FROM users WHERE email = ${email}`.execute(database.queries);
      const row = rows[0];
      return row && row.id !== exceptUserId && hasMailbox(row) ? row : undefined;
    },
    /**
     * The owner of `userId` confirmed that this platform user is them: the platform user signs
     * in as `userId` from now on, which gets the store. The account provisioned for the platform
     * user loses the store, and its sessions once nothing links to it any more (it is kept, since
     * jobs and tokens may name it). False when the platform user is gone.
     */
    async joinPlatformUser(
      storeHash: string,
      platformUserId: number,
      userId: number,
    ): Promise<boolean> {
      return database.transaction(async (queries) => {
        const provisioned = await linkedUser(storeHash, platformUserId, queries, forUpdate);
        if (provisioned === undefined) return false;
        if (provisioned === userId) return true;
        await sql`
          UPDATE platform_users SET user_id = ${userId}
          WHERE store_hash = ${storeHash} AND platform_user_id = ${platformUserId}`.execute(
          queries,
        );
        await membership.link(userId, storeHash, queries);
        await membership.unlink(provisioned, storeHash, queries);
        const { rows } = await sql<{ count: number }>`
          SELECT count(*) AS count FROM platform_users WHERE user_id = ${provisioned}`.execute(
          queries,
        );
        if ((rows[0]?.count ?? 0) === 0) {
          await sql`DELETE FROM sessions WHERE user_id = ${provisioned}`.execute(queries);
        }
        return true;
      });
    },
    /** The store owner removed the user's access to the app: they may not open the store. */
    async removePlatformUser(storeHash: string, platformUserId: number): Promise<boolean> {
      const userId = await linkedUser(storeHash, platformUserId, database.queries);
      return userId !== undefined && membership.unlink(userId, storeHash);
    },
  };
}
