import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for our app's server, until it implements `/auth` and `/load` itself: it registers
 * with the emulator, exchanges the code, calls the store API with the token, registers an App
 * Extension, and verifies signed payloads with its own HS256 code (not the emulator's).
 */
export interface StandInApp {
  url: string;
  clientId: string;
  /** The token the code exchange gave it, once installed. */
  token(): string | undefined;
  /** What happened, in order, for a failing test to show. */
  events: string[];
  close(): Promise<void>;
}

export interface StandInOptions {
  platformUrl: string;
  adminKey: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in app</title></head><body>${body}</body></html>`;

interface Claims {
  aud: string;
  iss: string;
  nbf: number;
  exp: number;
  sub: string;
  user: { id: number; email: string; locale: string };
  owner: { id: number; email: string };
  url: string;
}

/** HS256 verification written out here, independent of the emulator's JWT module. */
function verify(token: string, secret: string, audience: string): Claims {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('malformed token');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Error('bad signature');
  }
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') {
    throw new Error('not HS256');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
  const now = Date.now() / 1000;
  if (claims.aud !== audience || claims.iss !== 'bc') throw new Error('not for this app');
  if (now < claims.nbf || now >= claims.exp) throw new Error('outside its validity');
  return claims;
}

export async function startStandInApp(options: StandInOptions): Promise<StandInApp> {
  const events: string[] = [];
  let accessToken: string | undefined;
  let base = '';

  async function auth(query: URLSearchParams): Promise<string> {
    const exchange = await fetch(`${options.platformUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code: query.get('code'),
        scope: query.get('scope'),
        context: query.get('context'),
        grant_type: 'authorization_code',
        redirect_uri: `${base}/auth`,
      }),
    });
    const grant = (await exchange.json()) as {
      access_token: string;
      context: string;
      user: { email: string };
    };
    if (!exchange.ok)
      throw new Error(`token exchange: ${exchange.status} ${JSON.stringify(grant)}`);
    accessToken = grant.access_token;
    const storeApi = `${options.platformUrl}/${grant.context}`;
    const store = await fetch(`${storeApi}/v2/store`, { headers: { 'x-auth-token': accessToken } });
    const profile = (await store.json()) as { name: string };
    if (!store.ok) throw new Error(`store API: ${store.status}`);
    const extension = await fetch(`${storeApi}/graphql`, {
      method: 'POST',
      headers: { 'x-auth-token': accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: CreateAppExtensionInput!) { appExtension { createAppExtension(input: $input) { appExtension { id } } } }`,
        variables: {
          input: {
            context: 'PANEL',
            model: 'PRODUCTS',
            url: '/products/${id}/panel',
            label: { defaultValue: 'Product panel' },
          },
        },
      }),
    });
    const created = (await extension.json()) as { errors?: unknown };
    if (created.errors) throw new Error(`App Extension: ${JSON.stringify(created.errors)}`);
    events.push(`installed by ${grant.user.email}`);
    return page(
      `<h1>Installed</h1><p id="installed-by">Installed by ${escape(grant.user.email)}</p>` +
        `<p id="store-name">Store: ${escape(profile.name)}</p>`,
    );
  }

  function load(query: URLSearchParams): string {
    const claims = verify(
      query.get('signed_payload_jwt') ?? '',
      options.clientSecret,
      options.clientId,
    );
    events.push(`load ${claims.user.email} ${claims.url}`);
    const product = /^\/products\/(\d+)\/panel$/.exec(claims.url);
    return page(
      `<h1>${escape(options.name)}</h1><p id="user">Logged in as ${escape(claims.user.email)}</p>` +
        `<p id="url">Deep link: ${escape(claims.url)}</p>` +
        (product ? `<p id="product">Product ${escape(product[1]!)}</p>` : ''),
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const answer = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const handle = async () => {
      switch (url.pathname) {
        case '/auth':
          return answer(200, await auth(url.searchParams));
        case '/load':
          return answer(200, load(url.searchParams));
        case '/uninstall':
          verify(
            url.searchParams.get('signed_payload_jwt') ?? '',
            options.clientSecret,
            options.clientId,
          );
          events.push('uninstall');
          return answer(200, '{}');
        default:
          return answer(404, page('<p>Not found</p>'));
      }
    };
    handle().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      events.push(`error ${url.pathname}: ${message}`);
      answer(400, page(`<p id="error">${escape(message)}</p>`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Registers itself, as our server will on its first start.
  const registered = await fetch(`${options.platformUrl}/emulator/apps/${options.clientId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-emulator-key': options.adminKey },
    body: JSON.stringify({
      clientSecret: options.clientSecret,
      name: options.name,
      callbacks: { auth: `${base}/auth`, load: `${base}/load`, uninstall: `${base}/uninstall` },
      scopes: ['store_v2_information_read_only', 'store_app_extensions_manage'],
    }),
  });
  if (registered.status !== 201) {
    server.close();
    throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  }

  return {
    url: base,
    clientId: options.clientId,
    token: () => accessToken,
    events,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
