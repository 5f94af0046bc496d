import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** Clocks of the platform and the app may differ a little (guide-callbacks: nbf and exp). */
export const CLOCK_LEEWAY_SECONDS = 60;

const storeContext = z.string().regex(/^stores\/[a-z0-9]{1,64}$/);

const platformUser = z.object({
  id: z.number().int().positive(),
  email: z.email().max(254),
});

/** The claims of the platform's `signed_payload_jwt` (guide-callbacks.mdx) that the app uses. */
export const signedPayloadClaims = z.object({
  aud: z.string(),
  iss: z.string(),
  nbf: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1).max(200),
  sub: z.string(),
  user: platformUser.extend({ locale: z.string().max(35).optional() }),
  owner: platformUser,
  url: z.string().max(2048).optional(),
  channel_id: z.number().int().nullish(),
});
export type SignedPayloadClaims = z.infer<typeof signedPayloadClaims> & { storeHash: string };

export class SignedPayloadError extends Error {
  override readonly name = 'SignedPayloadError';
}

function decodeJson(part: string, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new SignedPayloadError(`the ${what} is not base64url-encoded JSON`);
  }
}

const headerSchema = z.object({ alg: z.string() });

/**
 * Verifies a `signed_payload_jwt` as the platform's guide asks: HS256 only (an unsigned
 * `none` or another algorithm is refused before anything else is read), the signature with
 * the client secret in constant time, then the audience (our client id), the issuer `bc`, the
 * subject `stores/{hash}` and the validity window.
 */
export function verifySignedPayload(
  token: string,
  options: { clientId: string; clientSecret: string; now?: Date },
): SignedPayloadClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new SignedPayloadError('not a compact JWS of three parts');
  const [header, payload, signature] = parts as [string, string, string];

  const parsedHeader = headerSchema.safeParse(decodeJson(header, 'header'));
  if (!parsedHeader.success || parsedHeader.data.alg !== 'HS256') {
    throw new SignedPayloadError('the algorithm is not HS256');
  }
  const expected = createHmac('sha256', options.clientSecret)
    .update(`${header}.${payload}`)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new SignedPayloadError('the signature does not match');
  }

  const parsed = signedPayloadClaims.safeParse(decodeJson(payload, 'payload'));
  if (!parsed.success) throw new SignedPayloadError('the claims are not a signed payload');
  const claims = parsed.data;
  if (claims.aud !== options.clientId) throw new SignedPayloadError('the audience is another app');
  if (claims.iss !== 'bc') throw new SignedPayloadError('the issuer is not the platform');
  if (!storeContext.safeParse(claims.sub).success) {
    throw new SignedPayloadError('the subject is not a store');
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (claims.nbf > now + CLOCK_LEEWAY_SECONDS) {
    throw new SignedPayloadError('the token is not valid yet');
  }
  if (claims.exp <= now - CLOCK_LEEWAY_SECONDS)
    throw new SignedPayloadError('the token has expired');
  return { ...claims, storeHash: claims.sub.slice('stores/'.length) };
}
