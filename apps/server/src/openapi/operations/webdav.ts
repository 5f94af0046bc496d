import { fileObjectSchema, webdavSettingsSchema } from '@metafields/core';
import * as z from 'zod';
import { MAX_FILE_BYTES, MAX_FILES } from '../../webdav/fileTypes.js';
import { deleteBody, directoryBody, type WebdavSettingsView } from '../../webdav/routes.js';
import { settingsBody } from '../../webdav/settingsErrors.js';
import type { ApiOperation } from '../operation.js';

const tag = 'WebDAV';
const settingsPath = '/api/stores/{hash}/webdav-settings';

/** What the settings routes answer; `satisfies` keeps it in step with the route's type. */
const settingsView = z.object({
  ...webdavSettingsSchema.shape,
  webdav_url: z.string(),
  has_password: z.boolean(),
}) satisfies z.ZodType<WebdavSettingsView>;

const settingsAnswer = {
  status: 200,
  description: 'The settings; the password is never sent back (`webdav_password: null`).',
  schema: z.object({ data: settingsView }),
};

/** Saves answer 422 with one sentence naming every wrong field in `error`, as the form shows. */
const saveSettings = (id: string, method: 'POST' | 'PUT'): ApiOperation => ({
  id,
  method,
  path: settingsPath,
  summary: 'Save the store’s WebDAV login',
  description: 'For a signed-in person: an API token may not change credentials.',
  tag,
  access: 'storeSession',
  body: { json: settingsBody },
  answers: [settingsAnswer],
});

/**
 * The upload form, described by hand: @fastify/multipart reads it part by part
 * (`webdav/uploads.ts`), so there is no zod schema of the whole.
 */
const uploadForm = {
  type: 'object',
  properties: {
    directory: {
      type: 'string',
      description: 'The folder to store the files in, below the store’s WebDAV root (default).',
    },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FILES,
      items: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `One file, at most ${MAX_FILE_BYTES / 1024 / 1024} MB, of an allowed type.`,
      },
    },
  },
  required: ['files'],
  additionalProperties: false,
};

/** The store's WebDAV login, and its files and folders. */
export const webdavOperations: ApiOperation[] = [
  {
    id: 'getWebdavSettings',
    method: 'GET',
    path: settingsPath,
    summary: 'The store’s WebDAV login and address',
    tag,
    access: 'store',
    answers: [settingsAnswer],
  },
  saveSettings('createWebdavSettings', 'POST'),
  saveSettings('updateWebdavSettings', 'PUT'),
  {
    id: 'createDirectory',
    method: 'POST',
    path: '/api/stores/{hash}/directories',
    summary: 'Create a folder',
    tag,
    access: 'store',
    body: { json: directoryBody },
    answers: [
      {
        status: 201,
        description: 'The folder exists.',
        schema: z.object({ data: z.object({ path: z.string(), url: z.string() }) }),
      },
    ],
    errors: [409, 502],
  },
  {
    id: 'uploadFiles',
    method: 'POST',
    path: '/api/stores/{hash}/files',
    summary: 'Upload files',
    description: 'A problem with a file answers 422 on `files.0`, `files.1`, …',
    tag,
    access: 'store',
    body: { multipart: uploadForm },
    answers: [
      {
        status: 201,
        description: 'The stored files, as file fields hold them.',
        schema: z.object({ data: z.array(fileObjectSchema) }),
      },
    ],
    errors: [409, 413, 502],
  },
  {
    id: 'deleteFiles',
    method: 'DELETE',
    path: '/api/stores/{hash}/files',
    summary: 'Delete files and folders',
    tag,
    access: 'store',
    body: { json: deleteBody },
    answers: [
      {
        status: 200,
        description: 'The deleted paths.',
        schema: z.object({ data: z.object({ deleted: z.array(z.string()) }) }),
      },
    ],
    errors: [409, 502],
  },
];
