import { createHmac, randomUUID } from 'node:crypto';

/**
 * Builds signed payloads the way the platform does, written here with `node:crypto` (not the
 * emulator's module), so that the app's verification is checked against an independent signer.
 */
export const b64 = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function sign(
  claims: unknown,
  secret: string,
  header: unknown = { alg: 'HS256', typ: 'JWT' },
): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

export interface ClaimsInput {
  clientId: string;
  storeHash: string;
  user?: { id: number; email: string; locale?: string };
  owner?: { id: number; email: string };
  url?: string;
  now?: number;
}

export const OWNER = { id: 7654321, email: 'owner@example.com' };
export const STAFF = { id: 9876543, email: 'staff@example.com', locale: 'pt-BR' };

/** The documented claims, valid now for 24 hours. */
export function claimsFor(input: ClaimsInput): Record<string, unknown> {
  const iat = input.now ?? Math.floor(Date.now() / 1000);
  const owner = input.owner ?? OWNER;
  return {
    aud: input.clientId,
    iss: 'bc',
    iat,
    nbf: iat,
    exp: iat + 24 * 60 * 60,
    jti: randomUUID(),
    sub: `stores/${input.storeHash}`,
    user: { locale: 'en-US', ...(input.user ?? owner) },
    owner,
    url: input.url ?? '/',
    channel_id: null,
  };
}
