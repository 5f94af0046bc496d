import type { PlatformDatabase } from '../../db.js';
import { extensionUrlFor, labelFor, type AppExtension } from '../extensions.js';
import { html, type SafeHtml } from '../html.js';
import { recentCallbacks } from '../installations.js';
import { scopesOf, type AppRow } from '../registry.js';
import { fullName } from '../users.js';
import { page } from './layout.js';
import { firstRecord, RECORD_PAGES, type RecordSummary, type RecordTable } from './records.js';
import { pathFor, storeBase, type Viewer } from './viewer.js';

export const appPath = (viewer: Viewer, app: AppRow, action = ''): string =>
  `${storeBase(viewer)}/apps/${encodeURIComponent(app.client_id)}${action}`;

const hidden = (text: string): SafeHtml => html`<span class="visually-hidden"> ${text}</span>`;

function button(action: string, label: string, hiddenText: string, secondary = false): SafeHtml {
  return html`<form class="inline" method="post" action="${action}">
    <button type="submit" ${secondary ? html` class="secondary"` : ''}>
      ${label}${hidden(hiddenText)}
    </button>
  </form>`;
}

/** An app's state in the store, as the home page lists it. */
export interface AppListing {
  app: AppRow;
  installed: boolean;
  /** Users whose access the owner removed. */
  removed: Set<number>;
}

function appRow(viewer: Viewer, listing: AppListing): SafeHtml {
  const { app, installed, removed } = listing;
  const scopes = scopesOf(app);
  let actions: SafeHtml;
  if (!installed) {
    actions = html`<a href="${pathFor(viewer, appPath(viewer, app, '/install'))}"
      >Install${hidden(app.name)}</a
    >`;
  } else {
    const open = removed.has(viewer.user.id)
      ? html`<span>Your access was removed</span>`
      : html`<a href="${pathFor(viewer, appPath(viewer, app))}">Open${hidden(app.name)}</a>`;
    actions = html`${open}
    ${button(pathFor(viewer, appPath(viewer, app, '/uninstall')), 'Uninstall', app.name, true)}`;
  }
  return html`<tr>
    <th scope="row">${app.name}<br /><small>${app.client_id}</small></th>
    <td>${scopes.length === 0 ? 'none' : scopes.join(', ')}</td>
    <td>${installed ? 'Installed' : 'Not installed'}</td>
    <td>${actions}</td>
  </tr>`;
}

function accessSection(viewer: Viewer, listings: AppListing[]): SafeHtml {
  const installed = listings.filter((listing) => listing.installed);
  const users = viewer.users.filter((user) => user.role !== 'owner');
  if (viewer.user.role !== 'owner' || installed.length === 0 || users.length === 0) return html``;
  const rows = installed.flatMap(({ app, removed }) =>
    users.map((user) => {
      const userPath = `${appPath(viewer, app)}/users/${user.id}`;
      const has = !removed.has(user.id);
      const label = `${fullName(user)} from ${app.name}`;
      return html`<tr>
        <td>${app.name}</td>
        <td>${fullName(user)} (${user.email})</td>
        <td>${has ? 'Has access' : 'Access removed'}</td>
        <td>
          ${
            has
              ? button(pathFor(viewer, `${userPath}/remove`), 'Remove access', label, true)
              : button(pathFor(viewer, `${userPath}/restore`), 'Restore access', label, true)
          }
        </td>
      </tr>`;
    }),
  );
  return html`<section aria-labelledby="access-heading">
    <h2 id="access-heading">App access</h2>
    <p>Removing a user's access sends the app its remove_user callback.</p>
    <table>
      <thead>
        <tr>
          <th scope="col">App</th>
          <th scope="col">User</th>
          <th scope="col">Access</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </section>`;
}

function recordsSection(db: PlatformDatabase, viewer: Viewer): SafeHtml {
  const links = (Object.keys(RECORD_PAGES) as RecordTable[]).flatMap((table) => {
    const record = firstRecord(db, table, viewer.store.store_hash);
    if (!record) return [];
    const noun = RECORD_PAGES[table].noun;
    return [
      html`<li>
        <a href="${pathFor(viewer, `${storeBase(viewer)}/${table}/${record.id}/edit`)}"
          >Edit ${noun}: ${record.title}</a
        >
      </li>`,
    ];
  });
  return html`<section aria-labelledby="records-heading">
    <h2 id="records-heading">Records</h2>
    ${
      links.length === 0
        ? html`<p>The store has no products, orders or customers yet.</p>`
        : html`<ul>
            ${links}
          </ul>`
    }
  </section>`;
}

function callbacksSection(db: PlatformDatabase, viewer: Viewer): SafeHtml {
  const entries = recentCallbacks(db, viewer.store.store_hash);
  if (entries.length === 0) return html``;
  return html`<section aria-labelledby="callbacks-heading">
    <h2 id="callbacks-heading">Recent app callbacks</h2>
    <ul>
      ${entries.map(
        (entry) =>
          html`<li>
            ${entry.at}: ${entry.callback} of ${entry.client_id}:
            ${entry.ok ? 'answered' : 'failed'} (${entry.outcome})
          </li>`,
      )}
    </ul>
  </section>`;
}

/** `GET /manage/stores/{hash}`: the registered apps, what can be done with them, and records. */
export function homePage(
  db: PlatformDatabase,
  viewer: Viewer,
  listings: AppListing[],
  notice?: { text: string; error?: boolean },
): SafeHtml {
  const apps =
    listings.length === 0
      ? html`<p>
          No app is registered. Register one with <code>PUT /emulator/apps/{client_id}</code>.
        </p>`
      : html`<table>
          <caption>
            Registered apps
          </caption>
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Scopes</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${listings.map((listing) => appRow(viewer, listing))}
          </tbody>
        </table>`;
  return page({
    viewer,
    title: 'Home',
    path: storeBase(viewer),
    notice,
    body: html`<h1>${viewer.store.name}</h1>
      <section aria-labelledby="apps-heading">
        <h2 id="apps-heading">Apps</h2>
        ${apps}
      </section>
      ${accessSection(viewer, listings)} ${recordsSection(db, viewer)}
      ${callbacksSection(db, viewer)}`,
  });
}

/** The iframe an app's markup renders in. */
const appFrame = (title: string, src: string): SafeHtml =>
  html`<iframe class="app-frame" name="app-frame" title="${title}" src="${src}"></iframe>`;

/**
 * `GET …/apps/{client_id}/install`: the consent view. The form posts into the frame below it,
 * so that the app's answer to its auth callback renders inside the control panel.
 */
export function installPage(viewer: Viewer, app: AppRow, installed: boolean): SafeHtml {
  const scopes = scopesOf(app);
  return page({
    viewer,
    title: `Install ${app.name}`,
    path: appPath(viewer, app, '/install'),
    body: html`<section aria-labelledby="install-heading">
        <h1 id="install-heading">Install ${app.name}</h1>
        ${
          scopes.length === 0
            ? html`<p>${app.name} asks for no permissions.</p>`
            : html`<p>
                  ${app.name} asks for these permissions (all of them are needed to install it):
                </p>
                <ul>
                  ${scopes.map((scope) => html`<li><code>${scope}</code></li>`)}
                </ul>`
        }
        ${installed ? html`<p>${app.name} is installed already; installing again gives it a new token.</p>` : ''}
        <form
          method="post"
          action="${pathFor(viewer, appPath(viewer, app, '/install'))}"
          target="app-frame"
        >
          <button type="submit">Install</button>
        </form>
      </section>
      <section aria-label="${app.name}">${appFrame(app.name, 'about:blank')}</section>`,
  });
}

/** `GET …/apps/{client_id}`: the app, loaded in its iframe with a fresh signed payload. */
export function appPage(viewer: Viewer, app: AppRow, loadUrl: string): SafeHtml {
  return page({
    viewer,
    title: app.name,
    path: appPath(viewer, app),
    isAppPage: true,
    body: html`<h1>${app.name}</h1>
      ${appFrame(app.name, loadUrl)}`,
  });
}

export interface ExtensionMenuItem {
  extension: AppExtension;
  app: AppRow;
}

/** Where a menu item leads: this page with its panel open, or the app's page (LINK). */
function extensionHref(
  viewer: Viewer,
  pagePath: string,
  item: ExtensionMenuItem,
  record: RecordSummary,
): string {
  if (item.extension.context === 'PANEL') {
    return pathFor(viewer, pagePath, { extension: item.extension.id });
  }
  return pathFor(viewer, appPath(viewer, item.app), {
    url: extensionUrlFor(item.extension, record.id),
    channel_id: record.channelId ?? undefined,
  });
}

/** `GET …/{products|orders|customers}/{id}/edit`: the record and its App Extensions menu. */
export function editPage(input: {
  viewer: Viewer;
  table: RecordTable;
  record: RecordSummary;
  items: ExtensionMenuItem[];
  /** The open PANEL extension and its load URL. */
  panel?: { item: ExtensionMenuItem; loadUrl: string } | undefined;
}): SafeHtml {
  const { viewer, table, record, items, panel } = input;
  const noun = RECORD_PAGES[table].noun;
  const pagePath = `${storeBase(viewer)}/${table}/${record.id}/edit`;
  const locale = viewer.user.locale;
  const menu =
    items.length === 0
      ? html`<p>No installed app has App Extensions for ${table}.</p>`
      : html`<ul>
          ${items.map(
            (item) =>
              html`<li>
                <a
                  href="${extensionHref(viewer, pagePath, item, record)}"
                  ${
                    panel?.item.extension.id === item.extension.id ? html` aria-current="true"` : ''
                  }
                  >${labelFor(item.extension, locale)}</a
                >
                <small
                  >(${item.app.name},
                  ${item.extension.context === 'PANEL' ? 'opens a panel' : 'opens the app'})</small
                >
              </li>`,
          )}
        </ul>`;
  const details = html`<section aria-labelledby="record-heading">
    <h1 id="record-heading">Edit ${noun}: ${record.title}</h1>
    <p>${noun[0]!.toUpperCase()}${noun.slice(1)} id ${record.id}.</p>
    <nav aria-labelledby="extensions-heading">
      <h2 id="extensions-heading">App Extensions</h2>
      ${menu}
    </nav>
  </section>`;
  const panelLabel = panel && labelFor(panel.item.extension, locale);
  return page({
    viewer,
    title: `Edit ${noun}: ${record.title}`,
    path: pagePath,
    body: panel
      ? html`<div class="with-panel">
          ${details}
          <aside aria-labelledby="panel-heading">
            <h2 id="panel-heading">${panelLabel}</h2>
            <p><a href="${pathFor(viewer, pagePath)}">Close panel</a></p>
            ${appFrame(panelLabel ?? '', panel.loadUrl)}
          </aside>
        </div>`
      : details,
  });
}
