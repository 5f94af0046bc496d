import * as z from 'zod';
import type { PlatformDatabase } from '../../db.js';
import { notFound } from '../../errors.js';
import { findStoreByHash, type StoreRow } from '../../store/stores.js';
import { findOwner, findUser, listUsers, type ControlPanelUser } from '../users.js';

/** Who looks at a control panel page: a store and one of its users. */
export interface Viewer {
  store: StoreRow;
  owner: ControlPanelUser;
  user: ControlPanelUser;
  users: ControlPanelUser[];
}

export const idValue = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
  .transform(Number);

/**
 * The store of `/manage/stores/{hash}/…` and the user the page acts as: the owner, or the one
 * `?user=<id>` names. No sign-in: this is an emulator on the developer's machine.
 */
export function viewerOf(db: PlatformDatabase, storeHash: string, userId?: number): Viewer {
  const store = findStoreByHash(db, storeHash);
  const owner = store && findOwner(db, store.store_hash);
  if (!store || !owner) throw notFound('The store was not found.');
  const user = userId === undefined ? owner : findUser(db, store.store_hash, userId);
  if (!user) throw notFound('The store has no control panel user with this id.');
  return { store, owner, user, users: listUsers(db, store.store_hash) };
}

/** A control panel path for this viewer: `?user=` kept while acting as someone else. */
export function pathFor(
  viewer: Viewer,
  path: string,
  query: Record<string, string | number | undefined> = {},
  user: ControlPanelUser = viewer.user,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  if (user.id !== viewer.owner.id) params.set('user', String(user.id));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

export const storeBase = (viewer: Viewer): string =>
  `/manage/stores/${encodeURIComponent(viewer.store.store_hash)}`;
