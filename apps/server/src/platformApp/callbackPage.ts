import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A button that posts hidden fields to one of the app's own routes. */
export interface CallbackForm {
  action: string;
  fields: Record<string, string>;
  submit: string;
}

export interface CallbackPage {
  title: string;
  message: string;
  /** Further paragraphs, after the message. */
  details?: readonly string[];
  form?: CallbackForm;
  /** A plain link after the form: the way not to do what the form does. */
  link?: { href: string; text: string };
}

function formHtml(form: CallbackForm): string {
  const fields = Object.entries(form.fields)
    .map(
      ([name, value]) =>
        `\n        <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`,
    )
    .join('');
  return `
      <form method="post" action="${escapeHtml(form.action)}">${fields}
        <button type="submit">${escapeHtml(form.submit)}</button>
      </form>`;
}

/**
 * The small page the auth and load callbacks answer with when they cannot open the app, or
 * must ask first: it renders inside the control panel's frame, where the admin app (and its
 * error page) is not loaded yet. No scripts, no outside resources; a form posts to the app.
 */
export function sendCallbackPage(
  reply: FastifyReply,
  status: number,
  page: CallbackPage,
): FastifyReply {
  const title = escapeHtml(page.title);
  const details = (page.details ?? []).map((text) => `\n      <p>${escapeHtml(text)}</p>`).join('');
  const form = page.form ? formHtml(page.form) : '';
  const link = page.link
    ? `\n      <p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>`
    : '';
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
      <p>${escapeHtml(page.message)}</p>${details}${form}${link}
    </main>
  </body>
</html>
`,
    );
}
