import { hash, verify } from '@node-rs/argon2';
import type { LanguageCode, User } from '@metafields/core';
import { createLoginThrottle, loginKeys, type ThrottlePolicy } from './loginThrottle.js';
import type { Db } from '../db.js';

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
  db: Db,
  options: { now?: () => number; throttle?: ThrottlePolicy } = {},
) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)',
  );
  const updateHash = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ? WHERE id = ?',
  );
  const updateLanguage = db.prepare<[LanguageCode, number]>(
    'UPDATE users SET language = ? WHERE id = ?',
  );
  const updatePlatformLanguage = db.prepare<[LanguageCode | null, number]>(
    'UPDATE users SET platform_language = ? WHERE id = ?',
  );
  const throttle = createLoginThrottle(db, options.now, options.throttle);
  // Verifying against a real hash when the email is unknown keeps response times alike, so
  // timing does not reveal which addresses have accounts.
  const decoyHash = hashPassword('decoy password that matches nothing');

  /** The user whose email and password these are, or undefined. */
  async function authenticate(email: string, password: string): Promise<User | undefined> {
    const row = byEmail.get(email);
    const matches = await verify(row?.password_hash ?? (await decoyHash), password);
    return row && matches ? toUser(row) : undefined;
  }

  return {
    findById(id: number): User | undefined {
      const row = byId.get(id);
      return row && toUser(row);
    },
    findByEmail(email: string): User | undefined {
      const row = byEmail.get(email);
      return row && toUser(row);
    },
    async create(input: { email: string; name: string; password: string }): Promise<User> {
      const info = insert.run(input.email, input.name, await hashPassword(input.password));
      const id = Number(info.lastInsertRowid);
      return { id, email: input.email, name: input.name, language: null };
    },
    /** The language the person chose in the language menu. */
    setLanguage(userId: number, language: LanguageCode): void {
      updateLanguage.run(language, userId);
    },
    /** The control panel's language for the person, which applies until they choose one. */
    setPlatformLanguage(userId: number, language: LanguageCode | null): void {
      updatePlatformLanguage.run(language, userId);
    },
    /** Stores an argon2id hash made beforehand (hashing is slow; keep it out of transactions). */
    setPasswordHash(userId: number, passwordHash: string): void {
      updateHash.run(passwordHash, userId);
    },
    authenticate,
    /**
     * A login from a client address, throttled per account and per address: growing waits
     * after a few failures, and no more than the policy's failures an hour for either.
     */
    async login(email: string, password: string, address: string): Promise<LoginResult> {
      const keys = loginKeys(email, address);
      const decision = throttle.begin([keys.account, keys.address]);
      if (!decision.allowed) {
        const { retryAfterMs, lockedOut } = decision;
        return { outcome: 'throttled', retryAfterMs, lockedOut };
      }
      const user = await authenticate(email, password);
      if (!user) return { outcome: 'invalid' };
      throttle.succeeded(decision.attempt, keys.account);
      return { outcome: 'success', user };
    },
    /** Forgets an account's failed logins (after its password was reset by email). */
    clearLoginFailures(email: string): void {
      throttle.clear(loginKeys(email, '').account);
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
