import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  JwtError,
  signedPayload,
  signedPayloadClaimsFor,
  signJwt,
  verifyJwtSignature,
  verifySignedPayload,
  withSignedPayload,
} from './jwt.js';

const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** HS256 computed here, step by step, without the module under test. */
function independentHs256(headerJson: string, payloadJson: string, secret: string): string {
  const input = `${b64url(headerJson)}.${b64url(payloadJson)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const input = {
  clientId: 'app-client',
  clientSecret: 'app-secret',
  storeHash: 'demo',
  user: { id: 222, email: 'staff@example.com', locale: 'pt-BR' },
  owner: { id: 111, email: 'owner@example.com' },
  url: '/products/5/panel',
  channelId: null,
  now: NOW,
};

describe('signJwt', () => {
  it('matches the published HS256 example vector', () => {
    const token = signJwt(
      { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      'your-256-bit-secret',
    );
    expect(token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
  });

  it('equals an HMAC-SHA256 computed independently over the same claims', () => {
    const claims = signedPayloadClaimsFor(input);
    const expected = independentHs256(
      '{"alg":"HS256","typ":"JWT"}',
      JSON.stringify(claims),
      'app-secret',
    );
    expect(signJwt(claims, 'app-secret')).toBe(expected);
  });
});

describe('signed payload claims', () => {
  it('carries the documented claims, valid 24 hours from nbf = iat', () => {
    const claims = signedPayloadClaimsFor(input);
    expect(claims).toEqual({
      aud: 'app-client',
      iss: 'bc',
      iat: NOW_S,
      nbf: NOW_S,
      exp: NOW_S + 24 * 60 * 60,
      jti: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      sub: 'stores/demo',
      user: { id: 222, email: 'staff@example.com', locale: 'pt-BR' },
      owner: { id: 111, email: 'owner@example.com' },
      url: '/products/5/panel',
      channel_id: null,
    });
  });

  it('defaults the deep link to / and gives every token its own jti', () => {
    const { url: _url, ...rest } = input;
    const a = signedPayloadClaimsFor(rest);
    const b = signedPayloadClaimsFor(rest);
    expect(a.url).toBe('/');
    expect(a.jti).not.toBe(b.jti);
  });

  it('keeps only id, email and locale of the user and id and email of the owner', () => {
    const claims = signedPayloadClaimsFor({
      ...input,
      user: { ...input.user, first_name: 'Sam' } as typeof input.user,
      owner: { ...input.owner, role: 'owner' } as typeof input.owner,
    });
    expect(Object.keys(claims.user).sort()).toEqual(['email', 'id', 'locale']);
    expect(Object.keys(claims.owner).sort()).toEqual(['email', 'id']);
  });
});

describe('verifySignedPayload', () => {
  const token = signedPayload(input);

  it('round-trips: the app reads back what was signed', () => {
    const claims = verifySignedPayload(token, 'app-secret', { audience: 'app-client', now: NOW });
    expect(claims.user.email).toBe('staff@example.com');
    expect(claims.url).toBe('/products/5/panel');
    expect(claims.sub).toBe('stores/demo');
  });

  it('accepts the token until just before exp and refuses it from exp on', () => {
    const justBefore = new Date((NOW_S + 24 * 3600 - 1) * 1000);
    const atExpiry = new Date((NOW_S + 24 * 3600) * 1000);
    expect(() =>
      verifySignedPayload(token, 'app-secret', { audience: 'app-client', now: justBefore }),
    ).not.toThrow();
    expect(() =>
      verifySignedPayload(token, 'app-secret', { audience: 'app-client', now: atExpiry }),
    ).toThrow(/expired/);
  });

  it('refuses a token used before nbf', () => {
    const before = new Date((NOW_S - 1) * 1000);
    expect(() =>
      verifySignedPayload(token, 'app-secret', { audience: 'app-client', now: before }),
    ).toThrow(/not valid yet/);
  });

  it('refuses another secret, another audience and a tampered payload', () => {
    expect(() =>
      verifySignedPayload(token, 'other-secret', { audience: 'app-client', now: NOW }),
    ).toThrow(/signature/);
    expect(() =>
      verifySignedPayload(token, 'app-secret', { audience: 'someone-else', now: NOW }),
    ).toThrow(/audience/);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64url(JSON.stringify({ ...signedPayloadClaimsFor(input), user: { id: 1, email: 'x@y', locale: 'en' } }))}.${signature}`;
    expect(() =>
      verifySignedPayload(forged, 'app-secret', { audience: 'app-client', now: NOW }),
    ).toThrow(JwtError);
  });

  it('refuses alg none and malformed tokens', () => {
    const unsigned = `${b64url('{"alg":"none","typ":"JWT"}')}.${b64url(JSON.stringify(signedPayloadClaimsFor(input)))}.`;
    expect(() => verifyJwtSignature(unsigned, 'app-secret')).toThrow(/HS256/);
    expect(() => verifyJwtSignature('a.b', 'app-secret')).toThrow(/three parts/);
    expect(() => verifyJwtSignature('!!.!!.!!', 'app-secret')).toThrow(JwtError);
  });
});

describe('withSignedPayload', () => {
  it('adds signed_payload_jwt and keeps the callback URL query', () => {
    const url = new URL(withSignedPayload('https://app.example.com/load?tenant=7', 'a.b.c'));
    expect(url.pathname).toBe('/load');
    expect(url.searchParams.get('tenant')).toBe('7');
    expect(url.searchParams.get('signed_payload_jwt')).toBe('a.b.c');
  });
});
