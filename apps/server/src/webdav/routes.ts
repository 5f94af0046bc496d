import fastifyMultipart from '@fastify/multipart';
import type { FileObject, WebdavSettings } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { refuseApiToken } from '../stores/storeAccess.js';
import { parseInput } from '../validation.js';
import { davBaseUrl } from './davBase.js';
import { createDavClient, type DavClient } from './davClient.js';
import { webdavNotConfigured } from './davErrors.js';
import { baseNameOf, extensionOf } from './fileTypes.js';
import { davPath, davUrl, joinPath } from './paths.js';
import { parseSettings } from './settingsErrors.js';
import { createWebdavSettings } from './settingsStore.js';
import { webdavStoreOf } from './storeOfRequest.js';
import { readUploadForm, uploadLimits } from './uploads.js';

/** What GET /webdav-settings answers: core's shape, the password always null, plus hints. */
export interface WebdavSettingsView extends WebdavSettings {
  webdav_url: string;
  has_password: boolean;
}

export const directoryBody = z.strictObject({ path: davPath({ allowRoot: false }) });
export const deleteBody = z.strictObject({
  paths: z
    .array(davPath({ allowRoot: false }))
    .min(1)
    .max(100),
});
// The folder an upload goes to; the store's WebDAV root when left out.
const directoryField = davPath({ allowRoot: true });

/** WebDAV settings and files (spec custom-resources-and-account, sections 5 and 7). */
export function webdavRoutes(app: FastifyInstance, context: AreaContext): void {
  const settings = createWebdavSettings(context.database, context.config.ENCRYPTION_KEY);

  const view = async (storeHash: string): Promise<WebdavSettingsView> => {
    const username = await settings.username(storeHash);
    return {
      webdav_username: username ?? null,
      webdav_password: null,
      webdav_url: davBaseUrl(context.config, storeHash),
      has_password: username !== undefined,
    };
  };

  /** The store's WebDAV, or the 'not configured' answer that sends the user to the settings. */
  const davOf = async (request: FastifyRequest): Promise<{ dav: DavClient; baseUrl: string }> => {
    const storeHash = await webdavStoreOf(request, context);
    const login = await settings.login(storeHash);
    if (!login) throw webdavNotConfigured();
    const baseUrl = davBaseUrl(context.config, storeHash);
    return { dav: createDavClient(baseUrl, login), baseUrl };
  };

  app.get('/api/stores/:hash/webdav-settings', async (request) => ({
    data: await view(await webdavStoreOf(request, context)),
  }));

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/stores/:hash/webdav-settings',
      handler: async (request) => {
        const storeHash = await webdavStoreOf(request, context);
        // Credentials are a person's to change: a leaked token must not take over the files.
        refuseApiToken(
          request,
          'WebDAV settings are changed by people signed in to the app, not with an API token.',
        );
        await settings.save(storeHash, parseSettings(request.body));
        return { data: await view(storeHash) };
      },
    });
  }

  app.post('/api/stores/:hash/directories', async (request, reply) => {
    const { dav, baseUrl } = await davOf(request);
    const { path } = parseInput(directoryBody, request.body);
    await dav.makeFolder(path);
    return reply
      .code(201)
      .send({ data: { path: joinPath(path), url: davUrl(baseUrl, path, true) } });
  });

  app.delete('/api/stores/:hash/files', async (request) => {
    const { dav } = await davOf(request);
    const { paths } = parseInput(deleteBody, request.body);
    for (const path of paths) await dav.remove(path);
    return { data: { deleted: paths.map(joinPath) } };
  });

  // Multipart is parsed only in this scope, so no other route accepts it by accident.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: uploadLimits });

    scope.post('/api/stores/:hash/files', async (request, reply) => {
      const { dav, baseUrl } = await davOf(request);
      const form = await readUploadForm(request);
      const folder = parseInput(z.object({ directory: directoryField }), {
        directory: form.directory ?? '',
      }).directory;
      await dav.makeFolder(folder);
      const stored: FileObject[] = [];
      for (const file of form.files) {
        const path = [...folder, file.fileName];
        await dav.put(path, file.bytes, file.contentType);
        stored.push({
          id: joinPath(path),
          url: davUrl(baseUrl, path),
          name: baseNameOf(file.fileName),
          extension: extensionOf(file.fileName),
        });
      }
      return reply.code(201).send({ data: stored });
    });
  });
}
