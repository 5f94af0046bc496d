import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasMailbox, matchLanguage } from '@metafields/core';
import * as z from 'zod';
import { createMailer, createOutbox } from '../accounts/mailer.js';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { checkFormCsrfToken, csrfTokenFor, setSessionCookie } from '../accounts/sessionPlugin.js';
import type { PlatformUser } from '../stores/stores.js';
import { appUrl } from './appUrl.js';
import { sendCallbackPage } from './callbackPage.js';
import { sendToErrorPage } from './errorRedirect.js';
import { appPathFor } from './deepLink.js';
import { authCallbackQuery, completeInstall } from './install.js';
import { createPendingSignIns, createPlatformUserJoins } from './oneTimeTokens.js';
import { InstallError } from './platformApi.js';
import { createReplayGuard } from './replayGuard.js';
import {
  SignedPayloadError,
  verifySignedPayload,
  type SignedPayloadClaims,
} from './signedPayload.js';

const signedPayloadQuery = z.object({ signed_payload_jwt: z.string().min(1).max(8192) });
/** The one-time tokens of the pages' forms and links: 256 bits, base64url. */
const oneTimeToken = z.string().regex(/^[\w-]{43}$/);
const tokenForm = z.object({ token: oneTimeToken });
const tokenQuery = z.object({ token: oneTimeToken });

/** Where a browser that chose to stay signed in goes: the app, as the user it already is. */
const stayPath = '/';
const continuePath = '/sign-in/continue';
const joinPath = '/platform-users/join';

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
  signInExpired: {
    title: 'This sign-in has expired',
    message: 'Please open Metafield Studio again from your control panel.',
  },
  joinExpired: {
    title: 'This link has expired or was already used',
    message:
      'Nothing was changed. To link a store to your account, open Metafield Studio from that store’s control panel again, and use the link in the new email.',
  },
} as const;

/** The platform's app callbacks: /auth, /load, /uninstall, /remove_user. */
export function platformAppRoutes(app: FastifyInstance, context: AreaContext): void {
  const { config, stores, sessions, users } = context;
  const replayGuard = createReplayGuard(context.database);
  const joins = createPlatformUserJoins(context.database);
  const pendingSignIns = createPendingSignIns(context.database);
  const mailer = createMailer(config, createOutbox(context.database, app.log), app.log);

  /** Signs the browser in as `userId`, in a new session (its id renewed, against fixation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const session = await sessions.renew(request.session?.id, userId);
    setSessionCookie(request, reply, session);
  }

  /** How a page names a user: a provisioned account by the email the platform gave. */
  async function describeUser(userId: number): Promise<string> {
    const user = await users.findById(userId);
    if (!user) return 'another user';
    return hasMailbox(user) ? `${user.name} (${user.email})` : user.name;
  }

  /**
   * Signs the browser in as `userId` and sends it to `redirectTo`; but a browser signed in as
   * someone else is asked first (login CSRF: a page of another site could send it to /auth or
   * /load with its own payload), with a one-time way to continue bound to its session.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    redirectTo: string,
  ): Promise<FastifyReply> {
    const current = request.session;
    if (current?.userId == null || current.userId === userId) {
      await startSession(request, reply, userId);
      return reply.redirect(redirectTo, 302);
    }
    const token = await pendingSignIns.issue(current.id, userId, redirectTo);
    const them = await describeUser(userId);
    const you = await describeUser(current.userId);
    return sendCallbackPage(reply, 200, {
      title: 'You are signed in as someone else',
      message: `This browser is signed in to Metafield Studio as ${you}.`,
      details: [`Continue as ${them}? You will be signed out as ${you}.`],
      form: {
        action: continuePath,
        fields: { token, csrf_token: current.csrfToken },
        submit: `Continue as ${them}`,
      },
      link: { href: stayPath, text: `Stay signed in as ${you}` },
    });
  }

  /**
   * A platform user seen for the first time whose email is that of an existing account: that
   * account's owner is mailed a link to confirm that they are this platform user (ADR 0012).
   * Until then the platform user has an account of their own. A mail that fails is logged:
   * the sign-in goes on.
   */
  async function offerJoin(platformUser: PlatformUser, userId: number, log: FastifyBaseLogger) {
    const account = await stores.accountWithEmail(platformUser.email, userId);
    if (!account) return;
    const token = await joins.issue({
      storeHash: platformUser.storeHash,
      platformUserId: platformUser.platformUserId,
      userId: account.id,
    });
    if (!token) return;
    const storeName = (await stores.find(platformUser.storeHash))?.name ?? platformUser.storeHash;
    const link = `${appUrl(config)}${joinPath}?token=${token}`;
    await mailer
      .send({
        to: account.email,
        subject: 'Link a store to your Metafield Studio account',
        text: [
          `Someone opened Metafield Studio from the control panel of the store “${storeName}” as a user with your email address, ${account.email}.`,
          '',
          `If that was you, link the store to your Metafield Studio account: ${link}`,
          '',
          'The link works for one hour. If it was not you, ignore this email: nothing changes without your confirmation.',
        ].join('\n'),
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not send the join link'));
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
    if (!query.success) return sendToErrorPage(request, reply, 400, pages.badInstallLink);
    try {
      const installed = await completeInstall({ config, stores, log: request.log }, query.data);
      if (installed.created) await offerJoin(installed.platformUser, installed.userId, request.log);
      // The spec's installation success page (section 2), with its getting-started link.
      return await signIn(
        request,
        reply,
        installed.userId,
        `/stores/${installed.storeHash}/installed`,
      );
    } catch (error) {
      if (!(error instanceof InstallError)) throw error;
      request.log.warn({ err: error }, 'install failed');
      return sendToErrorPage(request, reply, error.status, {
        title: 'Metafield Studio could not be installed',
        message: error.message,
      });
    }
  });

  // A control panel user opens the app (from the Apps menu or an App Extension).
  app.get('/load', async (request, reply) => {
    const claims = verify(request.query);
    if (typeof claims === 'string') {
      return sendToErrorPage(request, reply, claims === 'missing' ? 400 : 401, pages.badLoadLink);
    }
    const store = await stores.find(claims.storeHash);
    if (!store?.active) return sendToErrorPage(request, reply, 403, pages.notInstalled);
    if (!(await replayGuard.firstUse(claims.jti, claims.exp))) {
      return sendToErrorPage(request, reply, 401, pages.badLoadLink);
    }
    const platformUser = {
      storeHash: claims.storeHash,
      platformUserId: claims.user.id,
      email: claims.user.email,
      isOwner: claims.user.id === claims.owner.id,
    };
    const { userId, created } = await stores.provisionPlatformUser(platformUser);
    if (created) await offerJoin(platformUser, userId, request.log);
    const locale = claims.user.locale;
    await users.setPlatformLanguage(
      userId,
      locale ? (matchLanguage([locale])?.code ?? null) : null,
    );
    return signIn(request, reply, userId, appPathFor(claims.storeHash, claims.url));
  });

  // The confirmation page of a join link: what joining means, and a button to confirm. Opening
  // it changes nothing, so that a mail scanner following the link joins nothing.
  app.get(joinPath, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const join = query.success ? await joins.find(query.data.token) : undefined;
    const account = join && (await users.findById(join.userId));
    if (!query.success || !join || !account) return sendCallbackPage(reply, 400, pages.joinExpired);
    const storeName = (await stores.find(join.storeHash))?.name ?? join.storeHash;
    return sendCallbackPage(reply, 200, {
      title: 'Link a store to your account',
      message: `Confirm that you are the user of the store “${storeName}” who opened Metafield Studio with your email address, ${account.email}.`,
      details: [
        'Once linked, opening Metafield Studio from that store signs in to this account, with all of its stores.',
        'If it was not you, close this page: nothing changes.',
      ],
      form: {
        action: joinPath,
        fields: { token: query.data.token, csrf_token: csrfTokenFor(request, reply, sessions) },
        submit: 'Link the store to my account',
      },
    });
  });

  // Server-rendered forms post here (form-encoded, the CSRF token in the body).
  void app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const formConfig = { config: { csrf: 'form' as const } };

    forms.post(continuePath, formConfig, async (request, reply) => {
      checkFormCsrfToken(request, sessions, csrfField(request.body));
      const form = tokenForm.safeParse(request.body);
      const session = request.session;
      const pending =
        form.success && session && (await pendingSignIns.consume(form.data.token, session.id));
      if (!pending) return sendCallbackPage(reply, 400, pages.signInExpired);
      await startSession(request, reply, pending.userId);
      return reply.redirect(pending.redirectTo, 303);
    });

    forms.post(joinPath, formConfig, async (request, reply) => {
      checkFormCsrfToken(request, sessions, csrfField(request.body));
      const form = tokenForm.safeParse(request.body);
      const join = form.success ? await joins.consume(form.data.token) : undefined;
      if (
        !join ||
        !(await stores.joinPlatformUser(join.storeHash, join.platformUserId, join.userId))
      ) {
        return sendCallbackPage(reply, 400, pages.joinExpired);
      }
      request.log.info({ storeHash: join.storeHash }, 'a platform user joined an account');
      const storeName = (await stores.find(join.storeHash))?.name ?? join.storeHash;
      return sendCallbackPage(reply, 200, {
        title: 'The store is linked to your account',
        message: `Open Metafield Studio from the control panel of “${storeName}”: it signs in to your account.`,
      });
    });
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
    if (await stores.uninstall(claims.storeHash)) {
      request.log.info({ storeHash: claims.storeHash }, 'app uninstalled');
    }
    return reply.code(204).send();
  });

  // The owner removed a user's access to the app: they may no longer open the store here.
  app.get('/remove_user', async (request, reply) => {
    const claims = requireClaims(request);
    await stores.removePlatformUser(claims.storeHash, claims.user.id);
    return reply.code(204).send();
  });
}

/** The CSRF token a form posted, whatever else its body holds. */
function csrfField(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'csrf_token' in body
    ? body.csrf_token
    : undefined;
}
