import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { storeOfRequest } from '../stores/storeAccess.js';
import { parseInput } from '../validation.js';
import { OFFERED_EXTENSIONS, offeredExtension, type OfferedExtension } from './catalogue.js';
import {
  platformExtensions,
  registrationsOf,
  type RegisteredExtension,
} from './platformExtensions.js';
import { reassignBody, reassignMetafieldsOwner } from './reassign.js';

export const updateBody = z.object({ enabled: z.boolean({ error: 'must be true or false' }) });

/** An offered extension as the settings cards show it, with whether the store has it on. */
const itemOf = (offered: OfferedExtension, registered: RegisteredExtension[]) => ({
  id: offered.id,
  title: offered.title,
  description: offered.description,
  context: offered.context,
  model: offered.model,
  url: offered.url,
  label: offered.label,
  enabled: registrationsOf(offered, registered).length > 0,
});

/**
 * App Extensions (custom-resources-and-account.md, section 7: under `/stores/{hash}`, without
 * the `/api` prefix) and reassigning metafields' owner (metafields.md, section 7). Both act on
 * the platform through its GraphQL Admin API with the store's token; the store is always the
 * one `storeOfRequest` allows, and writes carry the session's CSRF token (the session plugin).
 */
export function appExtensionRoutes(app: FastifyInstance, context: AreaContext): void {
  const platformUrl = context.config.PLATFORM_URL;

  app.get('/stores/:storeHash/app-extensions', async (request) => {
    const store = await storeOfRequest(request, context);
    const registered = await platformExtensions(platformUrl, store).list();
    return { data: OFFERED_EXTENSIONS.map((offered) => itemOf(offered, registered)) };
  });

  app.put('/stores/:storeHash/app-extensions/:id', async (request) => {
    const store = await storeOfRequest(request, context);
    const { id } = parseInput(z.object({ id: z.string() }), request.params);
    const offered = offeredExtension(id);
    if (!offered) throw new HttpError(404, 'not_found', 'This App Extension does not exist.');
    const { enabled } = parseInput(updateBody, request.body ?? {});

    const platform = platformExtensions(platformUrl, store);
    const current = registrationsOf(offered, await platform.list());
    // Idempotent both ways: on stays one registration, off removes every one that matches.
    if (enabled && current.length === 0) await platform.create(offered);
    if (!enabled) for (const extension of current) await platform.delete(extension.id);

    return { data: itemOf(offered, await platform.list()) };
  });

  app.post('/api/stores/:storeHash/metafields/reassign', async (request) => {
    const store = await storeOfRequest(request, context);
    const body = parseInput(reassignBody, request.body ?? {});
    return { data: await reassignMetafieldsOwner(platformUrl, store, body) };
  });
}
