import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { MetafieldOwner } from '@metafields/api-client';
import type { MetafieldPayload, ReassignOwnerBody } from '@metafields/core';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/** The record of the current route, whose metafields the page shows; set by RecordLayout. */
export const recordOwnerAtom = atom<MetafieldOwner | null>(null);

/** Every query about one record is keyed under this, so a change can refresh them together. */
export const recordKey = (storeHash: string, owner: MetafieldOwner) =>
  ['stores', storeHash, 'records', owner.type, owner.id] as const;

const metafieldsKey = (storeHash: string, owner: MetafieldOwner) =>
  [...recordKey(storeHash, owner), 'metafields'] as const;

/** The current record with its store: every atom below needs both. */
const recordAtom = atom((get) => {
  const owner = get(recordOwnerAtom);
  if (owner === null) throw new Error('A record page rendered outside RecordLayout.');
  return { storeHash: get(storeHashAtom), owner };
});

export const recordNameAtom = atomWithQuery((get) => {
  const { storeHash, owner } = get(recordAtom);
  return {
    queryKey: [...recordKey(storeHash, owner), 'name'],
    queryFn: () => get(apiClientAtom).records.name(storeHash, owner),
  };
});

export const recordMetafieldsAtom = atomWithQuery((get) => {
  const { storeHash, owner } = get(recordAtom);
  return {
    queryKey: metafieldsKey(storeHash, owner),
    queryFn: () => get(apiClientAtom).metafields.list(storeHash, owner),
  };
});

/**
 * Reads everything about the record again (its metafields, one metafield, its shared values):
 * an import job of its Import/Export tab wrote them on the platform. The tabs that show them
 * are not open then, so their queries are read now too (`refetchType: 'all'`), and going back
 * to them shows the imported values at once.
 */
export const refreshRecordAtom = atom(null, (get) => {
  const { storeHash, owner } = get(recordAtom);
  return get(queryClientAtom).invalidateQueries({
    queryKey: recordKey(storeHash, owner),
    refetchType: 'all',
  });
});

/** One metafield of the record, for the edit page. */
export const metafieldIdAtom = atom<number | null>(null);

export const metafieldAtom = atomWithQuery((get) => {
  const { storeHash, owner } = get(recordAtom);
  const id = get(metafieldIdAtom);
  return {
    queryKey: [...metafieldsKey(storeHash, owner), id],
    queryFn: () => get(apiClientAtom).metafields.get(storeHash, owner, id ?? 0),
    enabled: id !== null,
    // A missing metafield is an answer ('Metafield not found'), not worth asking again.
    retry: false,
  };
});

export type MetafieldWrite =
  | { method: 'POST'; body: MetafieldPayload }
  | { method: 'PUT'; id: number; body: Partial<MetafieldPayload> }
  | { method: 'DELETE'; id: number };

/** Creates, updates or deletes one of the record's metafields, then refreshes its list. */
export const writeMetafieldAtom = atomWithMutation((get) => {
  const { storeHash, owner } = get(recordAtom);
  const calls = get(apiClientAtom).metafields;
  return {
    mutationFn: (write: MetafieldWrite) => {
      switch (write.method) {
        case 'POST':
          return calls.create(storeHash, owner, write.body);
        case 'PUT':
          return calls.update(storeHash, owner, write.id, write.body);
        case 'DELETE':
          return calls.delete(storeHash, owner, write.id);
      }
    },
    onSettled: (_data, _error, _write, _context, { client }) =>
      client.invalidateQueries({ queryKey: metafieldsKey(storeHash, owner) }),
  };
});

/** Gives a metafield of the record to another app, then refreshes the record's metafields. */
export const reassignOwnerAtom = atomWithMutation((get) => {
  const { storeHash, owner } = get(recordAtom);
  return {
    mutationFn: (body: ReassignOwnerBody) =>
      get(apiClientAtom).metafields.reassign(storeHash, body),
    onSettled: (_data, _error, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: metafieldsKey(storeHash, owner) }),
  };
});
