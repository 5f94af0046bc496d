import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { cspNonce } from '../http/securityHeaders.js';
import { csrfTokenFor } from '../accounts/sessionPlugin.js';
import type { Sessions } from '../accounts/sessions.js';
import type { Users } from '../accounts/users.js';
import { featureFlagsMeta } from '../storesApi/featureFlags.js';
import { indexPage } from './indexPage.js';

/**
 * Serves the built admin app. Every client route gets index.html with the session's CSRF token
 * in `<meta name="csrf-token">` (a browser without a session gets an anonymous one here,
 * which writes nothing), the UI's
 * feature flags in `<meta name="feature-flags">` (a JSON list), the signed-in person in
 * `<meta name="current-user">` (what GET /api/users/me answers, or empty for nobody: the app
 * starts without that round trip), and this response's CSP nonce on its tags (see
 * `indexPage`; the header is `securityHeaders`').
 */
export async function adminRoutes(
  app: FastifyInstance,
  { adminDist, sessions, users }: { adminDist: string; sessions: Sessions; users: Users },
) {
  const indexFile = path.join(adminDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no admin build at ${adminDist}; run "npm run build" to serve the app`);
  }
  // Read once, lazily: a rebuild of the admin needs a restart, like any deploy.
  let render: ReturnType<typeof indexPage> | undefined;

  await app.register(fastifyStatic, {
    root: adminDist,
    index: false,
    wildcard: true,
    // The build writes `.br` and `.gz` beside each text asset (apps/admin/build/precompress.ts):
    // the one the browser accepts is sent, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // Vite fingerprints everything under /assets, so those may be cached for good.
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!render) {
      if (!fs.existsSync(indexFile)) {
        throw new HttpError(
          503,
          'no_admin_build',
          'The app is not built yet. Run "npm run build".',
        );
      }
      render = indexPage(fs.readFileSync(indexFile, 'utf8'));
    }
    // A visitor who has not signed in gets an anonymous session, which writes no row (ADR 0012).
    const csrfToken = csrfTokenFor(request, reply, sessions);
    const userId = request.session?.userId;
    const user = userId == null ? undefined : await users.findById(userId);
    const page = render({
      nonce: cspNonce(request),
      meta: {
        'csrf-token': csrfToken,
        'feature-flags': featureFlagsMeta(),
        'current-user': user ? JSON.stringify(user) : '',
      },
    });
    // Never cached: the nonce and the token are this response's own.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  }

  // The static plugin would answer "/" itself (a directory, 403) and "/index.html" as a file,
  // without the token and nonces, so both are routed here.
  app.get('/', servePage);
  app.get('/index.html', servePage);
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw new HttpError(404, 'not_found', 'Not found.');
    return servePage(request, reply);
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (/^\/(api|bc-api)(\/|$)/.test(request.url)) return false;
  // A missing file such as /assets/old-hash.js is a 404, not the app.
  if (path.extname(request.url.split('?')[0] ?? '') !== '') return false;
  return true;
}
