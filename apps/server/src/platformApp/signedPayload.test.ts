import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedPayload } from './signedPayload.js';
import { b64, claimsFor, sign } from './testing/jwt.js';

const clientId = 'metafield-studio-test';
const clientSecret = 'the-client-secret';
const options = { clientId, clientSecret };
// One clock for the claims and their check: a busy machine may run a test long after this
// module loaded, and a token 61 s early would have become one 59 s early.
const now = Math.floor(Date.now() / 1000);
const valid = () => claimsFor({ clientId, storeHash: 'abc123', now });

const refusal = (token: string, at = new Date(now * 1000)) => {
  try {
    verifySignedPayload(token, { ...options, now: at });
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('verifySignedPayload', () => {
  it('accepts the documented payload and names its store', () => {
    const claims = verifySignedPayload(sign(valid(), clientSecret), options);
    expect(claims.storeHash).toBe('abc123');
    expect(claims.user).toEqual({ id: 7654321, email: 'owner@example.com', locale: 'en-US' });
    expect(claims.url).toBe('/');
  });

  it('refuses a signature made with another secret', () => {
    expect(refusal(sign(valid(), 'another-secret'))).toBe('the signature does not match');
  });

  it('refuses changed claims under the original signature', () => {
    const [header, , signature] = sign(valid(), clientSecret).split('.');
    const forged = { ...valid(), sub: 'stores/victim' };
    expect(refusal(`${header}.${b64(forged)}.${signature}`)).toBe('the signature does not match');
  });

  it('refuses a truncated signature', () => {
    expect(refusal(sign(valid(), clientSecret).slice(0, -4))).toBe('the signature does not match');
  });

  it('refuses alg none, with or without a signature', () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(valid())}.`;
    expect(refusal(unsigned)).toBe('the algorithm is not HS256');
    expect(refusal(sign(valid(), clientSecret, { alg: 'none' }))).toBe(
      'the algorithm is not HS256',
    );
  });

  it('refuses other algorithms, even when signed with the secret', () => {
    for (const alg of ['HS512', 'RS256', 'hs256']) {
      expect(refusal(sign(valid(), clientSecret, { alg, typ: 'JWT' }))).toBe(
        'the algorithm is not HS256',
      );
    }
    expect(refusal(sign(valid(), clientSecret, { typ: 'JWT' }))).toBe('the algorithm is not HS256');
  });

  it('refuses tokens that are not three base64url JSON parts', () => {
    expect(refusal('only.two')).toBe('not a compact JWS of three parts');
    expect(refusal('a.b.c.d')).toBe('not a compact JWS of three parts');
    expect(refusal(`not-json.${b64(valid())}.sig`)).toBe(
      'the header is not base64url-encoded JSON',
    );
    const header = b64({ alg: 'HS256' });
    const input = `${header}.not-json`;
    const signature = createHmac('sha256', clientSecret).update(input).digest('base64url');
    expect(refusal(`${input}.${signature}`)).toBe('the payload is not base64url-encoded JSON');
  });

  it('refuses another audience', () => {
    expect(refusal(sign({ ...valid(), aud: 'another-app' }, clientSecret))).toBe(
      'the audience is another app',
    );
  });

  it('refuses an issuer other than bc', () => {
    expect(refusal(sign({ ...valid(), iss: 'someone' }, clientSecret))).toBe(
      'the issuer is not the platform',
    );
  });

  it('refuses a subject that is not stores/{hash}', () => {
    for (const sub of ['abc123', 'stores/', 'stores/ABC', 'stores/abc/../x', 'users/abc123']) {
      expect(refusal(sign({ ...valid(), sub }, clientSecret))).toBe('the subject is not a store');
    }
  });

  it('refuses a token whose nbf is beyond the leeway, and accepts one within it', () => {
    expect(refusal(sign({ ...valid(), nbf: now + 61 }, clientSecret))).toBe(
      'the token is not valid yet',
    );
    expect(refusal(sign({ ...valid(), nbf: now + 30 }, clientSecret))).toBe('accepted');
  });

  it('refuses an expired token, and accepts one that expired within the leeway', () => {
    expect(refusal(sign({ ...valid(), exp: now - 61 }, clientSecret))).toBe(
      'the token has expired',
    );
    expect(refusal(sign({ ...valid(), exp: now - 30 }, clientSecret))).toBe('accepted');
    const dayLater = new Date((now + 24 * 60 * 60 + 61) * 1000);
    expect(refusal(sign(valid(), clientSecret), dayLater)).toBe('the token has expired');
  });

  it('refuses claims missing what the app needs', () => {
    const { user: _user, ...withoutUser } = valid();
    expect(refusal(sign(withoutUser, clientSecret))).toBe('the claims are not a signed payload');
    const { jti: _jti, ...withoutJti } = valid();
    expect(refusal(sign(withoutJti, clientSecret))).toBe('the claims are not a signed payload');
    expect(refusal(sign({ ...valid(), exp: 'tomorrow' }, clientSecret))).toBe(
      'the claims are not a signed payload',
    );
    expect(refusal(sign([1, 2], clientSecret))).toBe('the claims are not a signed payload');
  });
});
