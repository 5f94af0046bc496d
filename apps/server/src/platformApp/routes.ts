import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../httpErrors.js';
import { setSessionCookie } from '../sessionPlugin.js';
import { sendCallbackPage } from './callbackPage.js';
import { appPathFor } from './deepLink.js';
import { authCallbackQuery, completeInstall } from './install.js';
import { InstallError } from './platformApi.js';
import { createReplayGuard } from './replayGuard.js';
import {
  SignedPayloadError,
  verifySignedPayload,
  type SignedPayloadClaims,
} from './signedPayload.js';

const signedPayloadQuery = z.object({ signed_payload_jwt: z.string().min(1).max(8192) });

const pages = {
  badInstallLink: {
    title: 'The install link is incomplete',
    message: 'Please install Metafield Studio again from the Apps page of your control panel.',
  },
  badLoadLink: {
    title: 'This link cannot open Metafield Studio',
    message:
      'It is incomplete, has expired or was already used. Please open Metafield Studio again from your control panel.',
  },
  notInstalled: {
    title: 'Metafield Studio is not installed in this store',
    message: 'Please install it again from the Apps page of your control panel.',
  },
} as const;

/** The platform's app callbacks: /auth, /load, /uninstall, /remove_user. */
export function platformAppRoutes(app: FastifyInstance, context: AreaContext): void {
  const { config, stores, sessions } = context;
  const replayGuard = createReplayGuard(context.db);

  /** Signs the browser in as `userId`, in a new session (its id renewed, against fixation). */
  function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): void {
    const session = sessions.renew(request.session?.id, userId);
    setSessionCookie(request, reply, session);
  }

  /** The verified claims, or why there are none: no payload at all, or one that fails. */
  function verify(query: unknown): SignedPayloadClaims | 'missing' | 'invalid' {
    const parsed = signedPayloadQuery.safeParse(query);
    if (!parsed.success) return 'missing';
    try {
      return verifySignedPayload(parsed.data.signed_payload_jwt, {
        clientId: config.APP_CLIENT_ID,
        clientSecret: config.APP_CLIENT_SECRET,
      });
    } catch (error) {
      if (error instanceof SignedPayloadError) return 'invalid';
      throw error;
    }
  }

  // The merchant consented in the control panel; its frame brings the code here.
  app.get('/auth', async (request, reply) => {
    const query = authCallbackQuery.safeParse(request.query);
    if (!query.success) return sendCallbackPage(reply, 400, pages.badInstallLink);
    try {
      const installed = await completeInstall({ config, stores, log: request.log }, query.data);
      startSession(request, reply, installed.userId);
      return reply.redirect(`/stores/${installed.storeHash}`, 302);
    } catch (error) {
      if (!(error instanceof InstallError)) throw error;
      request.log.warn({ err: error }, 'install failed');
      return sendCallbackPage(reply, error.status, {
        title: 'Metafield Studio could not be installed',
        message: error.message,
      });
    }
  });

  // A control panel user opens the app (from the Apps menu or an App Extension).
  app.get('/load', async (request, reply) => {
    const claims = verify(request.query);
    if (typeof claims === 'string') {
      return sendCallbackPage(reply, claims === 'missing' ? 400 : 401, pages.badLoadLink);
    }
    const store = stores.find(claims.storeHash);
    if (!store?.active) return sendCallbackPage(reply, 403, pages.notInstalled);
    if (!replayGuard.firstUse(claims.jti, claims.exp)) {
      return sendCallbackPage(reply, 401, pages.badLoadLink);
    }
    const userId = await stores.provisionPlatformUser({
      storeHash: claims.storeHash,
      platformUserId: claims.user.id,
      email: claims.user.email,
      isOwner: claims.user.id === claims.owner.id,
    });
    startSession(request, reply, userId);
    return reply.redirect(appPathFor(claims.storeHash, claims.url), 302);
  });

  /** The server-to-server callbacks: a JSON error for the platform's log, else the claims. */
  function requireClaims(request: FastifyRequest): SignedPayloadClaims {
    const claims = verify(request.query);
    if (claims === 'missing') {
      throw new HttpError(400, 'bad_request', 'signed_payload_jwt is required.');
    }
    if (claims === 'invalid') {
      throw new HttpError(401, 'invalid_signed_payload', 'The signed payload is not valid.');
    }
    return claims;
  }

  // Uninstalled in the control panel: the platform already forgot the token; so does the app.
  app.get('/uninstall', async (request, reply) => {
    const claims = requireClaims(request);
    if (stores.uninstall(claims.storeHash)) {
      request.log.info({ storeHash: claims.storeHash }, 'app uninstalled');
    }
    return reply.code(204).send();
  });

  // The owner removed a user's access to the app: they may no longer open the store here.
  app.get('/remove_user', async (request, reply) => {
    const claims = requireClaims(request);
    stores.removePlatformUser(claims.storeHash, claims.user.id);
    return reply.code(204).send();
  });
}
