import type { ServerConfig } from '../config.js';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import { createSmtpMailer } from './smtp.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links written out in full. */
  text: string;
}

/** Sends the app's mail (password resets). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  createdAt: number;
}

/** The part of Fastify's logger the mailers use. */
interface Log {
  info(object: object, message: string): void;
}

/** How many messages the outbox keeps; it is a developer's view, not an archive. */
const outboxSize = 200;

export interface OutboxOptions {
  /**
   * Writes the mail's links to the log: only beside the emulator (`PLATFORM_EMULATOR`), where
   * the developer reading the log is the only one who could receive them. Elsewhere a reset
   * link in the log is a way into an account for whoever reads the logs.
   */
  logLinks?: boolean;
}

/**
 * No mail server by default: mail is kept in the `outbox` table (read at /dev/outbox beside
 * the emulator) and written to the log, with its links only when `logLinks` says so, so that a
 * developer can follow a reset link locally.
 */
export function createOutbox(
  { queries }: Database,
  log: Log,
  now: () => number = Date.now,
  { logLinks = false }: OutboxOptions = {},
) {
  const mailer: Mailer = {
    // Resolves once the mail is in the outbox.
    async send(message) {
      await sql`
        INSERT INTO outbox (to_address, subject, body, created_at)
        VALUES (${message.to}, ${message.subject}, ${message.text}, ${now()})`.execute(queries);
      await sql`
        DELETE FROM outbox
        WHERE id NOT IN (SELECT id FROM outbox ORDER BY id DESC LIMIT ${outboxSize})`.execute(
        queries,
      );
      if (!logLinks) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail to the outbox: ${message.subject}`,
        );
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { mail: { to: message.to, subject: message.subject, links } },
        `mail to the outbox: ${message.subject} ${links.join(' ')}`.trim(),
      );
    },
  };
  return {
    mailer,
    async latest(limit = 50): Promise<OutboxEntry[]> {
      const { rows } = await sql<{
        id: number;
        to_address: string;
        subject: string;
        body: string;
        created_at: number;
      }>`SELECT * FROM outbox ORDER BY id DESC LIMIT ${limit}`.execute(queries);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        createdAt: row.created_at,
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * SMTP when `SMTP_URL` is set; the outbox otherwise. With SMTP, nothing is kept: a reset link
 * at rest in the outbox would undo keeping only the token's hash.
 */
export function createMailer(config: ServerConfig, outbox: Outbox, log: Log): Mailer {
  if (!config.SMTP_URL) return outbox.mailer;
  const smtp = createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return {
    async send(message) {
      await smtp.send(message);
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail sent: ${message.subject}`,
      );
    },
  };
}
