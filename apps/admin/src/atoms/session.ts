import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { ApiError } from '@metafields/api-client';
import type { LoginInput, User } from '@metafields/core';
import { apiClientAtom } from './api.js';

export const currentUserKey = ['users', 'me'] as const;

/** The signed-in user, or null when nobody is (a 401 is an answer here, not an error). */
export const currentUserAtom = atomWithQuery<User | null>((get) => ({
  queryKey: currentUserKey,
  queryFn: async () => {
    try {
      return await get(apiClientAtom).users.me();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Infinity,
}));

export const loginAtom = atomWithMutation((get) => ({
  mutationFn: (input: LoginInput) => get(apiClientAtom).users.login(input),
  onSuccess: (user, _input, _context, { client }) => client.setQueryData(currentUserKey, user),
}));

export const logoutAtom = atomWithMutation((get) => ({
  mutationFn: () => get(apiClientAtom).users.logout(),
  onSuccess: (_data, _input, _context, { client }) => {
    // Set, not removed: the current-user atom keeps observing this same query.
    client.setQueryData(currentUserKey, null);
    // Every store query is keyed under 'stores'; none of it may outlive the user who left.
    client.removeQueries({ queryKey: ['stores'] });
  },
}));
