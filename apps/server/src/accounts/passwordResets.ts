import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { lockKeys } from './keyLocks.js';

export interface ResetPolicy {
  validMs: number;
  /** Reset emails an account may be sent per hour: a cap on mailing someone's inbox full. */
  maxPerHour: number;
}

export const defaultResetPolicy: ResetPolicy = { validMs: 3_600_000, maxPerHour: 5 };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use password reset tokens. The plain token exists only in the email; the table keeps
 * its SHA-256 (a 256-bit random token needs no slow hash), so a database copy resets nothing.
 */
export function createPasswordResets(
  database: Database,
  now: () => number = Date.now,
  policy: ResetPolicy = defaultResetPolicy,
) {
  const { queries } = database;

  /** The live token with this hash, if any. */
  async function live(token: string, at: number) {
    const { rows } = await sql<{ id: number; user_id: number }>`
      SELECT id, user_id FROM password_resets
      WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > ${at}`.execute(
      queries,
    );
    return rows[0];
  }

  return {
    /**
     * A new token for this user, or undefined when the hourly cap is reached. The count and the
     * insert are one transaction, serialised per user (see `lockKeys`), so requests sent at
     * once cannot pass the cap together.
     */
    issue: (userId: number): Promise<string | undefined> =>
      database.transaction(async (transaction) => {
        await lockKeys(database.dialect, transaction, [`password-resets:${userId}`]);
        const at = now();
        // Used or expired rows older than a day serve nothing, not even the hourly cap; on
        // SQLite this write comes first, for the lock.
        await sql`DELETE FROM password_resets WHERE expires_at < ${at - 86_400_000}`.execute(
          transaction,
        );
        const { rows } = await sql<{ count: number }>`
          SELECT count(*) AS count FROM password_resets
          WHERE user_id = ${userId} AND created_at > ${at - 3_600_000}`.execute(transaction);
        if (Number(rows[0]?.count ?? 0) >= policy.maxPerHour) return undefined;
        const token = randomBytes(32).toString('base64url');
        await sql`
          INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
          VALUES (${userId}, ${sha256(token)}, ${at}, ${at + policy.validMs})`.execute(transaction);
        return token;
      }),
    /** Whether the token is live and this user's, without spending it. */
    async isLive(token: string, userId: number): Promise<boolean> {
      return (await live(token, now()))?.user_id === userId;
    },
    /**
     * Spends the token if it is live and belongs to this user, along with the user's other
     * live tokens; true when it was. Run it in the transaction that changes the password.
     * The spending is a conditional UPDATE: of two requests with the same token at once, the
     * one whose UPDATE changed the row wins, and the other finds it used.
     */
    async consume(token: string, userId: number, transaction: Queries = queries) {
      const at = now();
      const spent = await sql`
        UPDATE password_resets SET used_at = ${at}
        WHERE token_hash = ${sha256(token)} AND user_id = ${userId}
          AND used_at IS NULL AND expires_at > ${at}`.execute(transaction);
      if (Number(spent.numAffectedRows ?? 0) === 0) return false;
      await sql`
        UPDATE password_resets SET used_at = ${at}
        WHERE user_id = ${userId} AND used_at IS NULL`.execute(transaction);
      return true;
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
