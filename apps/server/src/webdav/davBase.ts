import type { ServerConfig } from '../config.js';

/**
 * The store's WebDAV folder. With the emulator it is `{PLATFORM_URL}/stores/{hash}/dav/`
 * (apps/platform/src/dav); on the real platform each store serves WebDAV at its own host,
 * `https://store-{hash}.mybigcommerce.com/dav/`. Derived, not stored: the settings screen has
 * only a username and a password.
 */
export function davBaseUrl(config: ServerConfig, storeHash: string): string {
  const hash = encodeURIComponent(storeHash);
  if (!config.PLATFORM_EMULATOR) return `https://store-${hash}.mybigcommerce.com/dav/`;
  return `${config.PLATFORM_URL.replace(/(?<!\/)\/+$/, '')}/stores/${hash}/dav/`;
}
