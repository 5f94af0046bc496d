import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer } from '../testing/testServer.js';

/** The content of the page's `<meta name="current-user">`, unescaped as a browser reads it. */
function currentUserMeta(html: string): string | undefined {
  const content = /<meta name="current-user" content="([^"]*)" \/>/.exec(html)?.[1];
  return content
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the app page names the signed-in person, so the app starts without asking', () => {
  it('is empty for a visitor who has not signed in', async () => {
    const visitor = new Browser(server.app);
    expect(currentUserMeta((await visitor.open('/stores')).body)).toBe('');
  });

  it('holds what GET /api/users/me answers once signed in, and nobody after logging out', async () => {
    const browser = await server.signedInBrowser();
    const me = (await browser.request('GET', '/api/users/me')).json().data;
    expect(me).toMatchObject({ id: server.user.id, email: 'demo@example.com' });
    expect(JSON.parse(currentUserMeta((await browser.open('/stores')).body) ?? '')).toEqual(me);

    await browser.request('DELETE', '/api/users/sessions');
    expect(currentUserMeta((await browser.open('/stores')).body)).toBe('');
  });

  it('keeps a name with quotes and markup inside the attribute', async () => {
    const name = 'Zoë "<b>" & co';
    await server.users.create({ email: 'zoe@example.com', name, password: 'zoe-password-1' });
    const browser = new Browser(server.app);
    await browser.open();
    await browser.login({ email: 'zoe@example.com', password: 'zoe-password-1' });
    const page = (await browser.open('/stores')).body;
    expect(page).not.toContain('<b>');
    expect(JSON.parse(currentUserMeta(page) ?? '')).toMatchObject({ name });
  });
});
