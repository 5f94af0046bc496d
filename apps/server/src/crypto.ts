import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (store access tokens, WebDAV passwords): AES-256-GCM under ENCRYPTION_KEY.
 * A sealed value is one string, `v1:<iv>:<tag>:<ciphertext>` in base64url, so that a later
 * scheme (another key, another cipher) can sit beside it and be told apart by its prefix.
 */
const VERSION = 'v1';
/** GCM's recommended nonce length; a fresh random one for every value sealed. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretError extends Error {
  override readonly name = 'SecretError';
}

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws SecretError if the value was altered or sealed under another key. */
  open(sealed: string): string;
}

/** `key` is the base64 of 32 bytes, as the ENCRYPTION_KEY setting holds it. */
export function createSecretBox(key: string): SecretBox {
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length !== 32) throw new SecretError('the encryption key must be 32 bytes');

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined) {
        throw new SecretError('not a sealed value');
      }
      if (ciphertext === undefined || rest.length > 0) throw new SecretError('not a sealed value');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new SecretError('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', keyBytes, ivBytes);
      decipher.setAuthTag(tagBytes);
      try {
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        // GCM's tag check: the value was changed, or sealed under another key.
        throw new SecretError('the sealed value was altered or sealed under another key');
      }
    },
  };
}

/** Whether a stored value is in the sealed format (as opposed to legacy plain text). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}:`);
