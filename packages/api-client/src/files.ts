import * as z from 'zod/mini';
import { fileObjectSchema, type FileObject } from '@metafields/core';
import type { Http } from './http.js';

const stored = z.object({ data: z.array(fileObjectSchema) });
const deleted = z.object({ data: z.object({ deleted: z.array(z.string()) }) });

/**
 * The store's file store (WebDAV) for file fields (custom-resources-and-account.md section 7:
 * POST and DELETE /files). A store without a WebDAV login answers 409 with the server's
 * message, which the app shows with a link to the settings.
 */
export function fileCalls({ call }: Pick<Http, 'call'>) {
  const files = (storeHash: string) => `api/stores/${encodeURIComponent(storeHash)}/files`;
  return {
    /** Stores the files in the store's WebDAV root; answers them as file fields hold them. */
    upload: (storeHash: string, picked: readonly File[]) =>
      call(async (http) => {
        const form = new FormData();
        for (const file of picked) form.append('files', file, file.name);
        return stored.parse(await http.post(files(storeHash), { body: form }).json()).data;
      }),
    /** Deletes stored files by their ids (their paths in the file store). */
    remove: (storeHash: string, stored: readonly FileObject[]) =>
      call(
        async (http) =>
          deleted.parse(
            await http
              .delete(files(storeHash), { json: { paths: stored.map((file) => String(file.id)) } })
              .json(),
          ).data.deleted,
      ),
  };
}
