import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** How long a `signed_payload_jwt` is valid: "currently, 24 hours after `nbf`". */
export const SIGNED_PAYLOAD_LIFETIME_SECONDS = 24 * 60 * 60;

/** The claims of the platform's `signed_payload_jwt` (guide-callbacks.mdx). */
export const signedPayloadClaims = z.object({
  aud: z.string(),
  iss: z.literal('bc'),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
  sub: z.string().regex(/^stores\/[a-z0-9]+$/),
  user: z.object({ id: z.number().int(), email: z.string(), locale: z.string() }),
  owner: z.object({ id: z.number().int(), email: z.string() }),
  url: z.string(),
  channel_id: z.number().int().nullable(),
});
export type SignedPayloadClaims = z.infer<typeof signedPayloadClaims>;

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

const hmac = (input: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

/** A compact JWS, HS256, of `claims` with `secret`. */
export function signJwt(claims: object, secret: string): string {
  const input = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${hmac(input, secret).toString('base64url')}`;
}

export class JwtError extends Error {
  override readonly name = 'JwtError';
}

function decodeJson(part: string, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new JwtError(`the ${what} is not base64url-encoded JSON`);
  }
}

/** Checks the signature (HS256 only) and returns the claims, unvalidated. */
export function verifyJwtSignature(token: string, secret: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('not a compact JWS of three parts');
  const [header, payload, signature] = parts as [string, string, string];
  const decodedHeader = decodeJson(header, 'header');
  if (
    typeof decodedHeader !== 'object' ||
    decodedHeader === null ||
    (decodedHeader as { alg?: unknown }).alg !== 'HS256'
  ) {
    throw new JwtError('the algorithm is not HS256');
  }
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('the signature does not match');
  }
  return decodeJson(payload, 'payload');
}

/**
 * What an app does with a `signed_payload_jwt`: checks the signature with its client secret,
 * the audience (its client id) and the validity window.
 */
export function verifySignedPayload(
  token: string,
  secret: string,
  options: { audience: string; now?: Date },
): SignedPayloadClaims {
  const parsed = signedPayloadClaims.safeParse(verifyJwtSignature(token, secret));
  if (!parsed.success) throw new JwtError('the claims are not a signed payload');
  const claims = parsed.data;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (claims.aud !== options.audience) throw new JwtError('the audience is another app');
  if (now < claims.nbf) throw new JwtError('the token is not valid yet');
  if (now >= claims.exp) throw new JwtError('the token has expired');
  return claims;
}

export interface SignedPayloadInput {
  clientId: string;
  clientSecret: string;
  storeHash: string;
  user: { id: number; email: string; locale: string };
  owner: { id: number; email: string };
  /** The deep link; `/` when the app is opened from the Apps menu. */
  url?: string;
  channelId?: number | null;
  now?: Date;
}

/** The claims the platform sends to an app's load, uninstall and remove_user callbacks. */
export function signedPayloadClaimsFor(input: SignedPayloadInput): SignedPayloadClaims {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return {
    aud: input.clientId,
    iss: 'bc',
    iat,
    nbf: iat,
    exp: iat + SIGNED_PAYLOAD_LIFETIME_SECONDS,
    jti: randomUUID(),
    sub: `stores/${input.storeHash}`,
    user: { id: input.user.id, email: input.user.email, locale: input.user.locale },
    owner: { id: input.owner.id, email: input.owner.email },
    url: input.url ?? '/',
    channel_id: input.channelId ?? null,
  };
}

export const signedPayload = (input: SignedPayloadInput): string =>
  signJwt(signedPayloadClaimsFor(input), input.clientSecret);

/** `callback?signed_payload_jwt=…`, keeping any query the callback URL has. */
export function withSignedPayload(callback: string, jwt: string): string {
  const url = new URL(callback);
  url.searchParams.set('signed_payload_jwt', jwt);
  return url.toString();
}
