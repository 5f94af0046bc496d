import { atom } from 'jotai';
import { isActiveSandboxOrTrial, isChannelAllowed } from '@metafields/core';
import { currentStoreAtom } from './stores.js';

/** The current store's channel locks, as the tree, the orders' filter and the channels list read them. */
export interface ChannelLocks {
  /** A channel other than the default one, on a plan without multistore (spec sections 1, 6). */
  isLocked: (channelId: number) => boolean;
  /** An active sandbox or trial store: the lock's warning icon takes another colour. */
  isTrialStore: boolean;
}

/**
 * The one place the screens read the channel lock from: the category tree's nodes, the orders'
 * 'Filter by Channel' options and the channels list's rows show the same channels locked with
 * 'Available on enterprise plan', instead of asking the server, which refuses them (403).
 * Nothing is locked while the store is not known yet (core's rule: no store, no lock).
 */
export const channelLocksAtom = atom((get): ChannelLocks => {
  const store = get(currentStoreAtom);
  return {
    isLocked: (channelId) => !isChannelAllowed(channelId, store),
    isTrialStore: isActiveSandboxOrTrial(store),
  };
});
