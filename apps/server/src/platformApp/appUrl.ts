import type { ServerConfig } from '../config.js';

/**
 * The app's public base URL, without a trailing slash: `APP_URL`, or this machine's loopback
 * address on the server's port (the embedded default, where the browser runs here too).
 */
export const appUrl = (config: Pick<ServerConfig, 'APP_URL' | 'PORT'>): string =>
  (config.APP_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/(?<!\/)\/+$/, '');

/** The platform's callbacks into the app (guide-callbacks.mdx), as absolute URLs. */
export function callbackUrls(config: Pick<ServerConfig, 'APP_URL' | 'PORT'>) {
  const base = appUrl(config);
  return {
    auth: `${base}/auth`,
    load: `${base}/load`,
    uninstall: `${base}/uninstall`,
    removeUser: `${base}/remove_user`,
  };
}
