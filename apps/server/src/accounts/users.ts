import { hash, verify } from '@node-rs/argon2';
import type { LanguageCode, User } from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { createLoginThrottle, loginKeys, type ThrottlePolicy } from './loginThrottle.js';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  language: LanguageCode | null;
  platform_language: LanguageCode | null;
}

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id.
  return hash(password, argon2Options);
}

export type LoginResult =
  | { outcome: 'success'; user: User }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterMs: number; lockedOut: boolean };

export function createUsers(
  database: Database,
  options: { now?: () => number; throttle?: ThrottlePolicy } = {},
) {
  const { queries } = database;
  // users.email is COLLATE NOCASE (an ICU collation of that name on PostgreSQL): equality
  // ignores case on both databases, so an email matches however it was typed.
  const byEmail = async (email: string): Promise<UserRow | undefined> => {
    const { rows } = await sql<UserRow>`SELECT * FROM users WHERE email = ${email}`.execute(
      queries,
    );
    return rows[0];
  };
  const throttle = createLoginThrottle(database, options.now, options.throttle);
  // Verifying against a real hash when the email is unknown keeps response times alike, so
  // timing does not reveal which addresses have accounts.
  const decoyHash = hashPassword('decoy password that matches nothing');

  /** The user whose email and password these are, or undefined. */
  async function authenticate(email: string, password: string): Promise<User | undefined> {
    const row = await byEmail(email);
    const matches = await verify(row?.password_hash ?? (await decoyHash), password);
    return row && matches ? toUser(row) : undefined;
  }

  return {
    async findById(id: number): Promise<User | undefined> {
      const { rows } = await sql<UserRow>`SELECT * FROM users WHERE id = ${id}`.execute(queries);
      return rows[0] && toUser(rows[0]);
    },
    async findByEmail(email: string): Promise<User | undefined> {
      const row = await byEmail(email);
      return row && toUser(row);
    },
    async create(input: { email: string; name: string; password: string }): Promise<User> {
      const passwordHash = await hashPassword(input.password);
      const { rows } = await sql<{ id: number }>`
        INSERT INTO users (email, name, password_hash)
        VALUES (${input.email}, ${input.name}, ${passwordHash})
        RETURNING id`.execute(queries);
      return { id: Number(rows[0]?.id), email: input.email, name: input.name, language: null };
    },
    /** The language the person chose in the language menu. */
    async setLanguage(userId: number, language: LanguageCode): Promise<void> {
      await sql`UPDATE users SET language = ${language} WHERE id = ${userId}`.execute(queries);
    },
    /** The control panel's language for the person, which applies until they choose one. */
    async setPlatformLanguage(userId: number, language: LanguageCode | null): Promise<void> {
      await sql`UPDATE users SET platform_language = ${language} WHERE id = ${userId}`.execute(
        queries,
      );
    },
    /**
     * Stores an argon2id hash made beforehand (hashing is slow; keep it out of transactions),
     * in the caller's transaction when given one.
     */
    async setPasswordHash(
      userId: number,
      passwordHash: string,
      transaction: Queries = queries,
    ): Promise<void> {
      await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`.execute(
        transaction,
      );
    },
    authenticate,
    /**
     * A login from a client address, throttled per account and per address: growing waits
     * after a few failures, and no more than the policy's failures an hour for either.
     */
    async login(email: string, password: string, address: string): Promise<LoginResult> {
      const keys = loginKeys(email, address);
      const decision = await throttle.begin([keys.account, keys.address]);
      if (!decision.allowed) {
        const { retryAfterMs, lockedOut } = decision;
        return { outcome: 'throttled', retryAfterMs, lockedOut };
      }
      const user = await authenticate(email, password);
      if (!user) return { outcome: 'invalid' };
      await throttle.succeeded(decision.attempt, keys.account);
      return { outcome: 'success', user };
    },
    /** Forgets an account's failed logins (after its password was reset by email). */
    clearLoginFailures(email: string): Promise<void> {
      return throttle.clear(loginKeys(email, '').account);
    },
  };
}

export type Users = ReturnType<typeof createUsers>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: row.language ?? row.platform_language,
  };
}
