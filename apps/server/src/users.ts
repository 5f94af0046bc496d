import { hash, verify } from '@node-rs/argon2';
import type { User } from '@metafields/core';
import type { Db } from './db.js';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
}

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id.
  return hash(password, argon2Options);
}

export function createUsers(db: Db) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)',
  );
  // Verifying against a real hash when the email is unknown keeps response times alike, so
  // timing does not reveal which addresses have accounts.
  const decoyHash = hashPassword('decoy password that matches nothing');

  return {
    findById(id: number): User | undefined {
      const row = byId.get(id);
      return row && toUser(row);
    },
    async create(input: { email: string; name: string; password: string }): Promise<User> {
      const info = insert.run(input.email, input.name, await hashPassword(input.password));
      return { id: Number(info.lastInsertRowid), email: input.email, name: input.name };
    },
    /** The user whose email and password these are, or undefined. */
    async authenticate(email: string, password: string): Promise<User | undefined> {
      const row = byEmail.get(email);
      const matches = await verify(row?.password_hash ?? (await decoyHash), password);
      return row && matches ? toUser(row) : undefined;
    },
  };
}

export type Users = ReturnType<typeof createUsers>;

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name };
}
