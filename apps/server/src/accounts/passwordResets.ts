import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

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
  db: Db,
  now: () => number = Date.now,
  policy: ResetPolicy = defaultResetPolicy,
) {
  const insert = db.prepare<[number, string, number, number]>(
    'INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const recent = db.prepare<[number, number], { count: number }>(
    'SELECT count(*) AS count FROM password_resets WHERE user_id = ? AND created_at > ?',
  );
  const live = db.prepare<[string, number], { id: number; user_id: number }>(
    'SELECT id, user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const useAll = db.prepare<[number, number]>(
    'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );
  const prune = db.prepare<[number]>('DELETE FROM password_resets WHERE expires_at < ?');

  return {
    /** A new token for this user, or undefined when the hourly cap is reached. */
    issue(userId: number): string | undefined {
      const at = now();
      // Used or expired rows older than a day serve nothing, not even the hourly cap.
      prune.run(at - 86_400_000);
      if ((recent.get(userId, at - 3_600_000)?.count ?? 0) >= policy.maxPerHour) return undefined;
      const token = randomBytes(32).toString('base64url');
      insert.run(userId, sha256(token), at, at + policy.validMs);
      return token;
    },
    /** Whether the token is live and this user's, without spending it. */
    isLive(token: string, userId: number): boolean {
      return live.get(sha256(token), now())?.user_id === userId;
    },
    /**
     * Spends the token if it is live and belongs to this user, along with the user's other
     * live tokens; true when it was. Run it in the transaction that changes the password.
     */
    consume(token: string, userId: number): boolean {
      const at = now();
      const row = live.get(sha256(token), at);
      if (!row || row.user_id !== userId) return false;
      useAll.run(at, userId);
      return true;
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
