import { html, raw, type SafeHtml } from '../html.js';
import { fullName } from '../users.js';
import { pathFor, storeBase, type Viewer } from './viewer.js';

const STYLE = raw(`
  :root { font-family: system-ui, sans-serif; color: #1d2433; background: #f4f5f8; }
  body { margin: 0; }
  a { color: #2b4fd6; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .skip-link { position: absolute; left: -999px; }
  .skip-link:focus { left: 8px; top: 8px; background: #fff; padding: 8px; z-index: 1; }
  header.top { background: #1d2433; color: #fff; padding: 12px 24px; display: flex;
    flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between; }
  header.top a { color: #fff; }
  header.top p { margin: 0; }
  header.top ul { list-style: none; display: flex; gap: 12px; margin: 0; padding: 0; }
  main { padding: 24px; max-width: 1100px; }
  main:focus { outline: none; }
  section { background: #fff; border-radius: 6px; padding: 16px 20px; margin-bottom: 20px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #dfe2ea; vertical-align: top; }
  caption { text-align: left; font-weight: 600; padding-bottom: 8px; }
  form.inline { display: inline; }
  button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid #2b4fd6;
    background: #2b4fd6; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #2b4fd6; }
  .notice { background: #e6f4ea; border-left: 4px solid #2e7d32; padding: 8px 12px; }
  .notice.error { background: #fdecea; border-color: #c62828; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip-path: inset(50%); white-space: nowrap; }
  iframe.app-frame { width: 100%; min-height: 480px; border: 1px solid #dfe2ea;
    border-radius: 6px; background: #fff; }
  /* An app's own page: as the platform's, the app fills the width and height left to it. */
  main.app-page { max-width: none; padding: 12px 24px 0; }
  main.app-page h1 { font-size: 1.125rem; margin: 0 0 8px; }
  main.app-page iframe.app-frame { display: block; height: calc(100vh - 5.5rem); }
  .with-panel { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 20px; }
`);

export interface PageOptions {
  viewer: Viewer;
  title: string;
  /** The page's path (without query), for the user switcher to stay on it. */
  path: string;
  body: SafeHtml;
  notice?: { text: string; error?: boolean } | undefined;
  /** The app's own page: the frame takes all the room below the control panel's header. */
  isAppPage?: boolean;
}

function userSwitcher(viewer: Viewer, path: string): SafeHtml {
  const others = viewer.users.filter((user) => user.id !== viewer.user.id);
  return html`<p>
    Acting as <strong>${fullName(viewer.user)}</strong>
    (${viewer.user.email}, ${viewer.user.role === 'owner' ? 'store owner' : 'user'}).
    ${others.map(
      (user) => html` <a href="${pathFor(viewer, path, {}, user)}">Act as ${fullName(user)}</a>`,
    )}
  </p>`;
}

/** The control panel's chrome around a page. */
export function page(options: PageOptions): SafeHtml {
  const { viewer } = options;
  const home = pathFor(viewer, storeBase(viewer));
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} · ${viewer.store.name} · Control panel</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        <header class="top">
          <p>
            <a href="${home}"><strong>${viewer.store.name}</strong></a> · Control panel (emulator)
          </p>
          <nav aria-label="Control panel">
            <ul>
              <li><a href="${home}">Home</a></li>
            </ul>
          </nav>
          ${userSwitcher(viewer, options.path)}
        </header>
        <main id="main" tabindex="-1" class="${options.isAppPage ? 'app-page' : ''}">
          ${options.notice ? html`<p class="notice${options.notice.error ? ' error' : ''}" role="status">${options.notice.text}</p>` : ''}
          ${options.body}
        </main>
      </body>
    </html> `;
}

/** A page for a failure that happens before there is a viewer (an unknown store or user). */
export function errorPage(status: number, title: string): SafeHtml {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title} · Control panel</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main id="main">
          <section>
            <h1>${status === 404 ? 'Not found' : 'Something is wrong'}</h1>
            <p>${title}</p>
          </section>
        </main>
      </body>
    </html> `;
}
