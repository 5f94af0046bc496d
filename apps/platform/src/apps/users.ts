import type { PlatformDatabase } from '../db.js';
import type { Random } from '../prng.js';

/** A row of `control_panel_users`. */
export interface ControlPanelUser {
  store_hash: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** BCP 47, as `user.locale` of the signed payload carries it. */
  locale: string;
  role: 'owner' | 'user';
}

export function listUsers(db: PlatformDatabase, storeHash: string): ControlPanelUser[] {
  return db
    .prepare<[string], ControlPanelUser>(
      `SELECT * FROM control_panel_users WHERE store_hash = ?
       ORDER BY role = 'owner' DESC, id`,
    )
    .all(storeHash);
}

export function findUser(
  db: PlatformDatabase,
  storeHash: string,
  id: number,
): ControlPanelUser | undefined {
  return db
    .prepare<[string, number], ControlPanelUser>(
      'SELECT * FROM control_panel_users WHERE store_hash = ? AND id = ?',
    )
    .get(storeHash, id);
}

export function findOwner(db: PlatformDatabase, storeHash: string): ControlPanelUser | undefined {
  return db
    .prepare<[string], ControlPanelUser>(
      "SELECT * FROM control_panel_users WHERE store_hash = ? AND role = 'owner'",
    )
    .get(storeHash);
}

export const fullName = (user: ControlPanelUser): string =>
  `${user.first_name} ${user.last_name}`.trim();

/**
 * The store's owner (email `owner@<store domain>`, named as on the store's profile) and one
 * staff user, with ids drawn from `random`: the same store always gets the same users.
 * Does nothing if the store has its users already.
 */
export function insertControlPanelUsers(
  db: PlatformDatabase,
  storeHash: string,
  random: Random,
): void {
  const store = db
    .prepare<[string], { domain: string; first_name: string; last_name: string; language: string }>(
      'SELECT domain, first_name, last_name, language FROM stores WHERE store_hash = ?',
    )
    .get(storeHash);
  if (!store || findOwner(db, storeHash)) return;
  const ownerId = random.int(1_000_000, 9_999_999);
  let staffId = random.int(1_000_000, 9_999_999);
  if (staffId === ownerId) staffId += 1;
  const insert = db.prepare(
    `INSERT INTO control_panel_users (store_hash, id, email, first_name, last_name, locale, role)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ownerLocale = store.language === 'en' ? 'en-US' : store.language;
  insert.run(
    storeHash,
    ownerId,
    `owner@${store.domain}`,
    store.first_name || 'Store',
    store.last_name || 'Owner',
    ownerLocale,
    'owner',
  );
  // A user who works in another language, so that apps see a `user.locale` besides English.
  insert.run(storeHash, staffId, `staff@${store.domain}`, 'Sam', 'Rivera', 'pt-BR', 'user');
}
