import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { securityHeaders } from './securityHeaders.js';
import { startTestServer } from '../testing/testServer.js';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A build like Vite's: an entry script, a preloaded chunk, a stylesheet. */
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/img/logo.svg" />
    <title>Metafield Studio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Heading-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-admin-'));
fs.mkdirSync(path.join(adminDist, 'assets'));
fs.writeFileSync(path.join(adminDist, 'index.html'), builtIndex);
fs.writeFileSync(path.join(adminDist, 'assets', 'index-abc.js'), 'console.log(1)');
afterAll(() => fs.rmSync(adminDist, { recursive: true, force: true }));

const nonceOf = (policy: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ADMIN_DIST: adminDist,
      PLATFORM_URL: 'http://127.0.0.1:4010',
    });
  });
  afterAll(() => server.close());

  it('gives each page a fresh nonce that every script, style and meta tag carries', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/stores/demo/products', '/index.html']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      const policy = response.headers['content-security-policy'];
      const nonce = nonceOf(policy);
      expect(nonce, url).toBeDefined();
      expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
      const tags = response.body.match(
        /<script\b[^>]*>|<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*>/g,
      );
      expect(tags).toHaveLength(3);
      for (const tag of tags ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(response.body).toMatch(/<meta name="csrf-token" content="[^"]+" \/>/);
      expect(response.headers['cache-control']).toBe('no-store');
      seen.add(nonce ?? '');
    }
    expect(seen.size).toBe(3);
  });

  it('serves the admin app for its account and generic pages (spec section 2)', async () => {
    const pages = [
      '/error',
      '/pricing',
      '/account/login',
      '/account/loggedout?store_hash=demo',
      '/account/password-reset?email=a%40b.example&token=t',
      '/stores/demo/installed',
      '/stores/demo/whats-new',
    ];
    for (const url of pages) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('frames the page only from the platform, and loads images from it', async () => {
    const policy = String(
      (await server.app.inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/; frame-ancestors http:\/\/127\.0\.0\.1:4010$/);
    expect(policy).toContain("img-src 'self' data: http://127.0.0.1:4010;");
    expect(policy).toContain("default-src 'self'; ");
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
  });

  it('answers JSON and files with a policy that loads and frames nothing', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/nothing', '/assets/index-abc.js']) {
      const response = await server.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('sets nosniff and the referrer policy on pages, and never X-Frame-Options', async () => {
    const page = await server.app.inject({ url: '/' });
    const api = await server.app.inject({ url: '/api/health' });
    for (const response of [page, api]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends no HSTS over plain HTTP, nor for a forwarded header from an untrusted proxy', async () => {
    const plain = await server.app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await server.app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS proxy, with FRAME_ANCESTORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ADMIN_DIST: adminDist,
      TRUST_PROXY: 'true',
      FRAME_ANCESTORS: 'https://*.mybigcommerce.com https://panel.example.com',
    });
  });
  afterAll(() => server.close());

  it('sends HSTS on every answer that came over HTTPS, and only those', async () => {
    for (const url of ['/', '/api/health']) {
      const secure = await server.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await server.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lets the configured origins frame the app', async () => {
    const response = await server.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toMatch(
      /; frame-ancestors https:\/\/\*\.mybigcommerce\.com https:\/\/panel\.example\.com$/,
    );
  });
});

describe('settings', () => {
  it('refuses to start with a FRAME_ANCESTORS that would rewrite the policy', async () => {
    const app = Fastify();
    const config = readConfig({
      FRAME_ANCESTORS: "https://a.example.com; script-src 'unsafe-inline'",
    });
    expect(() => securityHeaders(app, config)).toThrow(/FRAME_ANCESTORS/);
    await app.close();
  });

  it('answers a page with 503 while the admin app is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-admin-empty-'));
    const server = await startTestServer({ ADMIN_DIST: empty });
    try {
      const response = await server.app.inject({ url: '/stores' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'no_admin_build' });
    } finally {
      await server.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
