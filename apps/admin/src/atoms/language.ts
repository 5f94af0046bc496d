import { atom } from 'jotai';
import { atomWithMutation } from 'jotai-tanstack-query';
import type { LanguageCode } from '@metafields/core';
import { apiClientAtom } from './api.js';
import { currentUserKey } from './session.js';

/**
 * The language chosen in the language menu during this visit: it applies at once, before the
 * server has remembered it, and for someone not signed in.
 */
export const chosenLanguageAtom = atom<LanguageCode | null>(null);

/** Remembers the choice for the signed-in person, so the next visit opens in it. */
export const chooseLanguageAtom = atomWithMutation((get) => ({
  mutationFn: (language: LanguageCode) => get(apiClientAtom).users.chooseLanguage(language),
  onSuccess: (user, _input, _context, { client }) => client.setQueryData(currentUserKey, user),
}));
