import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { requireUser } from './sessionPlugin.js';
import type { Outbox, OutboxEntry } from './mailer.js';

/**
 * `GET /dev/outbox`: the mail the server would have sent, for a developer without a mail
 * server. Only beside the emulator (`PLATFORM_EMULATOR`), never in production, and only to a
 * signed-in user: it shows live reset links. Elsewhere it answers 404 (routed, so the admin
 * app's page fallback does not answer instead).
 */
export function outboxPage(
  app: FastifyInstance,
  { config, outbox }: { config: ServerConfig; outbox: Outbox },
): void {
  const shown = config.PLATFORM_EMULATOR && config.NODE_ENV !== 'production';
  app.get('/dev/outbox', async (request, reply) => {
    if (!shown) throw new HttpError(404, 'not_found', 'Not found.');
    // Not signed in: the usual 401 `unauthenticated`; the links are a way into accounts.
    requireUser(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutbox(await outbox.latest()));
  });
}

export function renderOutbox(entries: OutboxEntry[]): string {
  const items = entries.map(
    (entry) => `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p>To ${escapeHtml(entry.to)}, <time>${new Date(entry.createdAt).toISOString()}</time></p>
<pre>${linkify(escapeHtml(entry.text))}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox</title></head>
<body>
<h1>Outbox</h1>
<p>Mail the server would have sent, newest first. Set SMTP_URL to send it instead.</p>
${items.join('\n') || '<p>No mail yet.</p>'}
</body>
</html>
`;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** Makes http(s) links in already escaped text clickable; quotes are escaped, so href holds. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
