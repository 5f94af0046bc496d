import type { Store } from '@metafields/core';
import { createSecretBox, type SecretBox } from '../crypto.js';
import type { Db } from '../db.js';
import { lowerPlan, planFeatures, type PlanName } from '../storesApi/plans.js';
import { platformUserLinks } from './platformUsers.js';

interface StoreRow {
  store_hash: string;
  name: string;
  access_token: string;
  token_encrypted: number;
  currency: string;
  timezone_name: string;
  active: number;
  installed_at: string | null;
  scope: string | null;
  plan: string;
  /** A JSON array of core's feature keys. */
  plan_features: string;
  is_sandbox: number;
  on_trial: number;
  trial_ends_at: string | null;
  has_free_access: number;
  stripe_id: string | null;
  is_original_subscriber: number;
}

export interface StoreRecord extends Store {
  accessToken: string;
}

/**
 * A store's profile and the token the app calls its API with. Its plan is not part of it:
 * saving keeps the plan (a new store gets the lower plan); `setPlan` changes it.
 */
export type StoreInput = Pick<
  StoreRecord,
  'store_hash' | 'name' | 'currency' | 'timezone_name' | 'accessToken'
>;

/** How a plan is held: on trial until a date, or paid. */
export interface PlanOptions {
  onTrial?: boolean;
  /** ISO 8601; kept only while on trial. */
  trialEndsAt?: string | null;
}

/** What the OAuth install granted, kept with the store (guide-auth: "save all the values"). */
export interface Installation {
  scope: string;
  accountUuid: string | null;
}

/** A store, whoever looks at it, with how it got its token. */
export interface InstalledStore extends StoreRecord {
  /** When the app was installed through the platform's OAuth flow; null for a seeded token. */
  installedAt: string | null;
  scope: string | null;
}

/**
 * The stores, their tokens (sealed at rest) and who may open them. `encryptionKey` is
 * `config.ENCRYPTION_KEY`; the default reads it from the environment only until `app.ts`
 * passes it.
 */
export function createStores(db: Db, encryptionKey: string) {
  const box = createSecretBox(encryptionKey);
  sealPlainTokens(db, box);

  const forUser = db.prepare<[number], StoreRow>(
    `SELECT s.* FROM stores s JOIN user_stores us ON us.store_hash = s.store_hash
     WHERE us.user_id = ? ORDER BY s.name`,
  );
  const oneForUser = db.prepare<[number, string], StoreRow>(
    `SELECT s.* FROM stores s JOIN user_stores us ON us.store_hash = s.store_hash
     WHERE us.user_id = ? AND s.store_hash = ?`,
  );
  const byHash = db.prepare<[string], StoreRow>('SELECT * FROM stores WHERE store_hash = ?');
  // Saving a store (re)activates it: an install after an uninstall brings it back.
  const upsert = db.prepare<
    [string, string, string, string, string, string | null, string | null, string | null]
  >(
    `INSERT INTO stores (store_hash, name, access_token, token_encrypted, currency, timezone_name,
       active, installed_at, scope, account_uuid)
     VALUES (?, ?, ?, 1, ?, ?, 1, ?, ?, ?)
     ON CONFLICT (store_hash) DO UPDATE SET name = excluded.name,
       access_token = excluded.access_token, token_encrypted = 1, currency = excluded.currency,
       timezone_name = excluded.timezone_name, active = 1, installed_at = excluded.installed_at,
       scope = excluded.scope, account_uuid = excluded.account_uuid`,
  );
  const deactivate = db.prepare<[string]>(
    `UPDATE stores SET active = 0, access_token = '', token_encrypted = 0 WHERE store_hash = ?`,
  );
  const updatePlan = db.prepare<[string, string, number, string | null, string]>(
    `UPDATE stores SET plan = ?, plan_features = ?, on_trial = ?, trial_ends_at = ?
     WHERE store_hash = ?`,
  );
  const link = db.prepare<[number, string]>(
    'INSERT OR IGNORE INTO user_stores (user_id, store_hash) VALUES (?, ?)',
  );
  const unlink = db.prepare<[number, string]>(
    'DELETE FROM user_stores WHERE user_id = ? AND store_hash = ?',
  );

  /**
   * Tokens already opened, by store, each with the sealed value it came from: every gateway
   * call reads its store's token, and opening it again each time (AES-GCM) was a few percent of
   * the gateway's whole cost. A token sealed anew (a reinstall) does not match and is opened.
   */
  const opened = new Map<string, { sealed: string; plain: string }>();

  function tokenOf(row: StoreRow): string {
    if (row.token_encrypted !== 1) return row.access_token;
    const known = opened.get(row.store_hash);
    if (known?.sealed === row.access_token) return known.plain;
    const plain = box.open(row.access_token);
    opened.set(row.store_hash, { sealed: row.access_token, plain });
    return plain;
  }

  function toRecord(row: StoreRow): StoreRecord {
    return { ...toStore(row), accessToken: tokenOf(row) };
  }

  return {
    listForUser: (userId: number): Store[] => forUser.all(userId).map(toStore),
    /** The store if this user may open it; the one check every store-scoped call makes. */
    findForUser(userId: number, storeHash: string): StoreRecord | undefined {
      const row = oneForUser.get(userId, storeHash);
      return row && toRecord(row);
    },
    /** The store, whoever asks: for the platform's callbacks and the embedded install. */
    find(storeHash: string): InstalledStore | undefined {
      const row = byHash.get(storeHash);
      return row && { ...toRecord(row), installedAt: row.installed_at, scope: row.scope };
    },
    /**
     * Creates or replaces the store and its token, active. With `installation`, the token is
     * the app's own, from the OAuth install; without, a token given some other way (seeded).
     */
    save(store: StoreInput, installation?: Installation): void {
      upsert.run(
        store.store_hash,
        store.name,
        box.seal(store.accessToken),
        store.currency,
        store.timezone_name,
        installation ? new Date().toISOString() : null,
        installation?.scope ?? null,
        installation?.accountUuid ?? null,
      );
    },
    /**
     * Puts the store on a plan of the catalogue, with that plan's features. Returns false for
     * an unknown store.
     */
    setPlan(storeHash: string, plan: PlanName, options: PlanOptions = {}): boolean {
      const onTrial = options.onTrial ?? false;
      const features = JSON.stringify(planFeatures(plan));
      const endsAt = onTrial ? (options.trialEndsAt ?? null) : null;
      return updatePlan.run(plan, features, +onTrial, endsAt, storeHash).changes > 0;
    },
    /** The app was uninstalled: the store stays, inactive, and its token is forgotten. */
    uninstall(storeHash: string): boolean {
      // Its token is gone: no copy of it stays behind either.
      opened.delete(storeHash);
      return deactivate.run(storeHash).changes > 0;
    },
    link: (userId: number, storeHash: string) => void link.run(userId, storeHash),
    ...platformUserLinks(db, {
      link: (userId, storeHash) => link.run(userId, storeHash),
      unlink: (userId, storeHash) => unlink.run(userId, storeHash).changes > 0,
    }),
  };
}

export type Stores = ReturnType<typeof createStores>;
export type { PlatformUser } from './platformUsers.js';

/**
 * Rows written before tokens were sealed (or by a seed that wrote SQL itself) are sealed on
 * start, in one transaction. Migration 200 marks them with token_encrypted = 0.
 */
function sealPlainTokens(db: Db, box: SecretBox): number {
  const plain = db
    .prepare<[], { store_hash: string; access_token: string }>(
      `SELECT store_hash, access_token FROM stores WHERE token_encrypted = 0 AND access_token <> ''`,
    )
    .all();
  const update = db.prepare<[string, string]>(
    'UPDATE stores SET access_token = ?, token_encrypted = 1 WHERE store_hash = ?',
  );
  db.transaction(() => {
    for (const row of plain) update.run(box.seal(row.access_token), row.store_hash);
  })();
  return plain.length;
}

/** The row as core's `Store`: every field of `storeSchema`. */
function toStore(row: StoreRow): Store {
  return {
    store_hash: row.store_hash,
    name: row.name,
    currency: row.currency,
    timezone_name: row.timezone_name,
    active: row.active === 1,
    plan: row.plan || lowerPlan,
    plan_features: parseFeatures(row.plan_features),
    is_sandbox: row.is_sandbox === 1,
    // A trial past its end date is over, whether or not anything has noticed yet.
    on_trial: row.on_trial === 1 && !trialEnded(row.trial_ends_at),
    trial_ends_at: row.trial_ends_at,
    has_free_access: row.has_free_access === 1,
    stripe_id: row.stripe_id,
    is_original_subscriber: row.is_original_subscriber === 1,
  };
}

function trialEnded(trialEndsAt: string | null): boolean {
  return trialEndsAt !== null && Date.parse(trialEndsAt) <= Date.now();
}

/** Written only by `setPlan` and the migration's default; anything else reads as no feature. */
function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
