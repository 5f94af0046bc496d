export { Banner } from './Banner.js';
export type { BannerActionLink, BannerProps, BannerVariant } from './Banner.js';
// The catalogue's name for the same component (Spectrum's InlineAlert); `Banner` stays for the
// apps that already use it.
export { Banner as InlineAlert } from './Banner.js';
export type { BannerProps as InlineAlertProps } from './Banner.js';
