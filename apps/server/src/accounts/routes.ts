import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { createMailer, createOutbox } from './mailer.js';
import { outboxPage } from './outboxPage.js';
import { passwordRoutes } from './passwordRoutes.js';
import { createPasswordResets } from './passwordResets.js';

/** Password reset (request, reset) and the local outbox page. */
export function accountRoutes(app: FastifyInstance, context: AreaContext): void {
  const { config, db } = context;
  const outbox = createOutbox(db, app.log);
  if (!config.SMTP_URL && config.NODE_ENV === 'production') {
    app.log.warn(
      'SMTP_URL is not set: password reset emails go to the log and the outbox table, not to users',
    );
  }
  const mailer = createMailer(config, outbox, app.log);
  passwordRoutes(app, { ...context, resets: createPasswordResets(db), mailer });
  outboxPage(app, { config, outbox });
}
