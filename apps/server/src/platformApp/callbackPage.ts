import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The small page the auth and load callbacks answer with when they cannot open the app: it
 * renders inside the control panel's frame, where the admin app (and its error page) is not
 * loaded yet. No scripts, no outside resources.
 */
export function sendCallbackPage(
  reply: FastifyReply,
  status: number,
  page: { title: string; message: string },
): FastifyReply {
  const title = escapeHtml(page.title);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Metafield Studio</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${escapeHtml(page.message)}</p>
    </main>
  </body>
</html>
`,
    );
}
