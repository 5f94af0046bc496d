import * as z from 'zod';
import type { ServerConfig } from '../config.js';

type PolicyConfig = Pick<
  ServerConfig,
  'PLATFORM_URL' | 'PLATFORM_EMULATOR' | 'NODE_ENV' | 'FRAME_ANCESTORS'
>;

/** The real platform's control panel: every store's is `https://store-{hash}.mybigcommerce.com`. */
export const platformControlPanels = 'https://*.mybigcommerce.com';

/** Non-HTML answers (JSON, files): nothing may load from them, and nobody may frame them. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * One `FRAME_ANCESTORS` entry: `'self'`, `'none'`, a scheme (`https:`) or an origin pattern such
 * as `https://*.mybigcommerce.com` or `http://127.0.0.1:4010`. Anything else, `;` above all,
 * could rewrite the policy, so it is refused at start.
 */
const frameAncestor = z
  .string()
  .regex(
    /^(?:'self'|'none'|https?:|(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i,
    { error: 'must be origins such as https://*.mybigcommerce.com, separated by spaces' },
  );
const frameAncestors = z
  .array(frameAncestor)
  .min(1, { error: 'must name at least one origin' })
  .refine((list) => !list.includes("'none'") || list.length === 1, {
    error: "'none' cannot be combined with origins",
  });

/**
 * Builds the admin page's Content-Security-Policy from the settings, once; `page(nonce)` then only
 * splices in each response's nonce.
 *
 * - frame-ancestors: `FRAME_ANCESTORS` when set; else the emulator's origin (its control panel
 *   is served by `PLATFORM_URL`); else the real platform's control panels.
 * - img-src: product images come from the platform (the emulator's origin), and on the real
 *   platform or in production from its CDN hosts, too many to list, hence `https:`.
 */
export function contentSecurityPolicy(config: PolicyConfig) {
  const platform = new URL(config.PLATFORM_URL).origin;
  const ancestors = readFrameAncestors(config, platform);
  const cdn = config.NODE_ENV === 'production' || !config.PLATFORM_EMULATOR;
  const images = ["'self'", 'data:', platform, ...(cdn ? ['https:'] : [])];
  const page = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      `img-src ${[...new Set(images)].join(' ')}`,
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${ancestors.join(' ')}`,
    ].join('; ');
  return { page, api: apiPolicy, frameAncestors: ancestors };
}

function readFrameAncestors(config: PolicyConfig, platform: string): string[] {
  if (config.FRAME_ANCESTORS === undefined) {
    return [config.PLATFORM_EMULATOR ? platform : platformControlPanels];
  }
  const entries = config.FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean);
  const parsed = frameAncestors.safeParse(entries);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'is not valid';
    throw new Error(`Invalid server settings:\n  FRAME_ANCESTORS: ${reason}`);
  }
  return parsed.data;
}
