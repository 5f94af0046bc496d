import * as z from 'zod/mini';
import {
  apiTokenSchema,
  createdApiTokenSchema,
  webdavSettingsSchema,
  type ApiTokenCreateInput,
  type CreatedApiToken,
  type WebdavSettingsInput,
} from '@metafields/core';
import type { Http } from './http.js';

const webdavAnswer = z.object({ data: webdavSettingsSchema });
const tokenList = z.object({ data: z.array(apiTokenSchema) });
const createdToken = z.object({ data: createdApiTokenSchema });

/** A store's settings: its WebDAV login and its API tokens (read by signed-in people). */
export function settingsCalls({ call }: Pick<Http, 'call'>) {
  const store = (storeHash: string) => `api/stores/${encodeURIComponent(storeHash)}`;
  const tokens = (storeHash: string) => `${store(storeHash)}/api-tokens`;
  return {
    webdav: (storeHash: string) =>
      call(
        async (http) =>
          webdavAnswer.parse(await http.get(`${store(storeHash)}/webdav-settings`).json()).data,
      ),
    /** Saves the WebDAV login as a whole; the answer never carries the password back. */
    saveWebdav: (storeHash: string, input: WebdavSettingsInput) =>
      call(
        async (http) =>
          webdavAnswer.parse(
            await http.put(`${store(storeHash)}/webdav-settings`, { json: input }).json(),
          ).data,
      ),
    apiTokens: (storeHash: string) =>
      call(async (http) => tokenList.parse(await http.get(tokens(storeHash)).json()).data),
    /** A new token; its plain `token` is in this answer only, never again. */
    createApiToken: (
      storeHash: string,
      input: Pick<ApiTokenCreateInput, 'name'> & Partial<Pick<ApiTokenCreateInput, 'scopes'>>,
    ): Promise<CreatedApiToken> =>
      call(
        async (http) =>
          createdToken.parse(await http.post(tokens(storeHash), { json: input }).json()).data,
      ),
    /** Revokes a token at once. */
    deleteApiToken: (storeHash: string, id: number) =>
      call(async (http) => void (await http.delete(`${tokens(storeHash)}/${id}`))),
  };
}
