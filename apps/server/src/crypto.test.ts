import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, SecretError } from './crypto.js';

const key = randomBytes(32).toString('base64');
const box = createSecretBox(key);

/** Flips one bit of one base64url part of a sealed value. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, with unicode and the empty string', () => {
    for (const plain of ['abc123token', 'mot de passe àéî 🔑', '']) {
      const sealed = box.seal(plain);
      expect(box.open(sealed)).toBe(plain);
    }
  });

  it('writes a versioned string that does not contain the secret', () => {
    const sealed = box.seal('plain-token-value');
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain('plain-token-value');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed('plain-token-value')).toBe(false);
  });

  it('uses a fresh IV for every value, so equal secrets seal differently', () => {
    const first = box.seal('same');
    const second = box.seal('same');
    expect(first).not.toBe(second);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = box.seal('token-to-protect');
    for (const part of [1, 2, 3] as const) {
      expect(() => box.open(tamper(sealed, part))).toThrow(SecretError);
    }
  });

  it('refuses a value sealed under another key', () => {
    const other = createSecretBox(randomBytes(32).toString('base64'));
    expect(() => other.open(box.seal('secret'))).toThrow(
      'the sealed value was altered or sealed under another key',
    );
  });

  it('refuses values that are not in the sealed format', () => {
    for (const value of [
      'plain',
      'v2:a:b:c',
      'v1:a:b',
      'v1:AAAA:AAAA:AAAA',
      `${box.seal('x')}:x`,
    ]) {
      expect(() => box.open(value)).toThrow(SecretError);
    }
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16).toString('base64'))).toThrow(SecretError);
  });
});
