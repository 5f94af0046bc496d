import * as z from 'zod/mini';
import { apiTokenSchema, webdavSettingsSchema } from '@metafields/core';
import type { Http } from './http.js';

const webdavAnswer = z.object({ data: webdavSettingsSchema });
const tokenList = z.object({ data: z.array(apiTokenSchema) });

/** A store's settings: its WebDAV login and its API tokens (read by signed-in people). */
export function settingsCalls({ call }: Pick<Http, 'call'>) {
  const store = (storeHash: string) => `api/stores/${encodeURIComponent(storeHash)}`;
  return {
    webdav: (storeHash: string) =>
      call(
        async (http) =>
          webdavAnswer.parse(await http.get(`${store(storeHash)}/webdav-settings`).json()).data,
      ),
    apiTokens: (storeHash: string) =>
      call(
        async (http) =>
          tokenList.parse(await http.get(`${store(storeHash)}/api-tokens`).json()).data,
      ),
  };
}
