import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ApiError } from '@metafields/api-client';
import { fileStoreErrorNotice } from '@metafields/core';
import type { ValueEditorServices } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { useNotify } from '../notices/useNotify.js';

/**
 * The file fields' calls for the value editors: a picked file goes to the store's WebDAV file
 * store, a removed one is deleted there. A failure is the editor's to show under the field; the
 * server's reason (such as a missing WebDAV login) shows as a notice with 'Go to settings'.
 */
export function useFileServices(): Pick<ValueEditorServices, 'uploadFile' | 'deleteFile'> {
  const storeHash = useStoreHash();
  const files = useAtomValue(apiClientAtom).files;
  const notify = useNotify();
  return useMemo(() => {
    const explain = (error: unknown): never => {
      // A 401 has already logged out (the client's hook); anything else has the server's words.
      if (!(error instanceof ApiError) || error.status !== 401) {
        notify(fileStoreErrorNotice(error instanceof ApiError ? error.body : undefined, storeHash));
      }
      throw error;
    };
    return {
      uploadFile: async (file) => {
        const [stored] = await files.upload(storeHash, [file]).catch(explain);
        if (!stored) throw new Error(`The server stored nothing for ${file.name}`);
        return { ...stored, label: '' };
      },
      deleteFile: async (file) => {
        await files.remove(storeHash, [file]).catch(explain);
      },
    };
  }, [files, notify, storeHash]);
}
