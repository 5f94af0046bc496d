import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import type { CreatedApiToken, WebdavSettingsInput } from '@metafields/core';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

const settingsKey = (storeHash: string, part: string) =>
  ['stores', storeHash, 'settings', part] as const;

/** The store's WebDAV login (the username; the password never comes back). */
export const webdavSettingsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: settingsKey(storeHash, 'webdav'),
    queryFn: () => get(apiClientAtom).settings.webdav(storeHash),
    enabled: storeHash !== '',
  };
});

export const saveWebdavSettingsAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: (input: WebdavSettingsInput) =>
      get(apiClientAtom).settings.saveWebdav(storeHash, input),
    onSuccess: (data, _input, _context, { client }) =>
      client.setQueryData(settingsKey(storeHash, 'webdav'), data),
  };
});

export const apiTokensAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: settingsKey(storeHash, 'api-tokens'),
    queryFn: () => get(apiClientAtom).settings.apiTokens(storeHash),
    enabled: storeHash !== '',
  };
});

/** Creates a token; the table reads again, the plain token stays with the modal only. */
export const createApiTokenAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: (name: string): Promise<CreatedApiToken> =>
      get(apiClientAtom).settings.createApiToken(storeHash, { name }),
    onSuccess: (_data, _name, _context, { client }) =>
      client.invalidateQueries({ queryKey: settingsKey(storeHash, 'api-tokens') }),
  };
});

export const deleteApiTokenAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: (id: number) => get(apiClientAtom).settings.deleteApiToken(storeHash, id),
    onSettled: (_data, _error, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: settingsKey(storeHash, 'api-tokens') }),
  };
});

/** The App Extensions the app offers, each with whether the store has it on. */
export const appExtensionsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: settingsKey(storeHash, 'app-extensions'),
    queryFn: () => get(apiClientAtom).appExtensions.list(storeHash),
    enabled: storeHash !== '',
  };
});

export const setAppExtensionAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      get(apiClientAtom).appExtensions.setEnabled(storeHash, id, enabled),
    onSettled: (_data, _error, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: settingsKey(storeHash, 'app-extensions') }),
  };
});
