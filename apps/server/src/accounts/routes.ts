import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { createMailer, createOutbox } from './mailer.js';
import { outboxPage } from './outboxPage.js';
import { passwordRoutes } from './passwordRoutes.js';
import { createPasswordResets } from './passwordResets.js';

/** Password reset (request, reset) and the local outbox page. */
export function accountRoutes(app: FastifyInstance, context: AreaContext): void {
  const { config, database } = context;
  const outbox = createOutbox(database, app.log, Date.now, { logLinks: config.PLATFORM_EMULATOR });
  // Only reachable on this machine (readConfig refuses a remote platform without SMTP_URL).
  if (!config.SMTP_URL && !config.PLATFORM_EMULATOR) {
    app.log.warn(
      'SMTP_URL is not set: mail (password resets) is kept in the outbox table, unsent and unshown',
    );
  }
  const mailer = createMailer(config, outbox, app.log);
  passwordRoutes(app, { ...context, resets: createPasswordResets(database), mailer });
  outboxPage(app, { config, outbox });
}
