import type { FastifyInstance } from 'fastify';
import { loginInputSchema, maxLength, passwordResetInputSchema } from '@metafields/core';
import * as z from 'zod';
import type { ServerConfig } from '../config.js';
import type { Database } from '../database/database.js';
import type { Sessions } from './sessions.js';
import { hashPassword, type Users } from './users.js';
import { invalid, parseInput } from '../validation.js';
import type { Mailer } from './mailer.js';
import type { PasswordResets } from './passwordResets.js';

/**
 * Password reset. The spec (section 7) leaves method and path open ('POST or PUT
 * /api/users/password-reset or /api/users/password'); we take Devise's pair on one path:
 * - `POST /api/users/password` `{ email }`: asks for a reset email; always 202, whether or not
 *   the account exists.
 * - `PUT /api/users/password` `{ email, token, password, password_confirmation }`: sets the new
 *   password; 204, and the client goes to /account/login with its 'Password reset' notice.
 */

export const messages = {
  requested:
    'If an account exists for that email, we have sent it a link to reset the password. The link works once, within an hour.',
  invalidToken: 'This password reset link is invalid, used or expired. Please ask for a new one.',
  // The spec gives no password rule; OWASP's minimum for a password without second factor.
  tooShort: 'Use at least 8 characters',
  subject: 'Reset your Metafield Studio password',
} as const;

/** Where the reset form lives in the admin app (spec section 2: /account/password-reset). */
const resetPage = 'account/password-reset';

export const requestSchema = z.strictObject({ email: loginInputSchema.shape.email });
// Core's schema (zod/mini) made strict as classic `.strict()` does: a clone, its check kept.
export const resetSchema = z
  .clone(
    passwordResetInputSchema,
    z.util.mergeDefs(passwordResetInputSchema._zod.def, { catchall: z.never() }),
  )
  .check(
    z.refine((input) => input.password.length >= 8, {
      path: ['password'],
      error: messages.tooShort,
    }),
    // A cap keeps hashing cheap; core's too-long message.
    z.refine((input) => input.password.length <= 256, { path: ['password'], ...maxLength(256) }),
  );

export function passwordRoutes(
  app: FastifyInstance,
  deps: {
    config: ServerConfig;
    database: Database;
    users: Users;
    sessions: Sessions;
    resets: PasswordResets;
    mailer: Mailer;
  },
): void {
  const { config, database, users, sessions, resets, mailer } = deps;
  // The link's host comes from settings, never from the request's Host header, which an
  // attacker could point at their own site to collect tokens.
  const base = new URL(config.APP_URL ?? `http://127.0.0.1:${config.PORT}`);
  if (!base.pathname.endsWith('/')) base.pathname += '/';

  app.post('/api/users/password', async (request, reply) => {
    const { email } = parseInput(requestSchema, request.body);
    const user = await users.findByEmail(email);
    const token = user && (await resets.issue(user.id));
    if (user && token) {
      const link = new URL(resetPage, base);
      link.search = new URLSearchParams({ token, email: user.email }).toString();
      const sent = mailer
        .send({ to: user.email, subject: messages.subject, text: resetEmail(user.email, link) })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset email not sent'));
      // Over SMTP not awaited: the round trip would tell, by its time, that the account exists.
      // The outbox (a developer's, on this machine) holds the mail once the request answers.
      if (!config.SMTP_URL) await sent;
    }
    return reply.code(202).send({ data: { message: messages.requested } });
  });

  app.put('/api/users/password', async (request, reply) => {
    const input = parseInput(resetSchema, request.body);
    const user = await users.findByEmail(input.email);
    const invalidToken = () => invalid({ token: [messages.invalidToken] });
    // Checked before hashing, so a bad token costs the same whether the account exists or not.
    if (!user || !(await resets.isLive(input.token, user.id))) throw invalidToken();
    const passwordHash = await hashPassword(input.password);
    const changed = await database.transaction(async (transaction) => {
      if (!(await resets.consume(input.token, user.id, transaction))) return false;
      await users.setPasswordHash(user.id, passwordHash, transaction);
      // Whoever held the old password is logged out everywhere but here.
      await sessions.endForUser(user.id, request.session?.id, transaction);
      return true;
    });
    if (!changed) throw invalidToken();
    await users.clearLoginFailures(user.email);
    return reply.code(204).send();
  });
}

function resetEmail(email: string, link: URL): string {
  return `Someone asked to reset the password of the Metafield Studio account for ${email}.

Open this link to choose a new password. It works once, within an hour:
${link.href}

If you did not ask for this, ignore this email: your password stays as it is.
`;
}
