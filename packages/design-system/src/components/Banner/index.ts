export { Banner } from './Banner.js';
export type { BannerProps, BannerVariant } from './Banner.js';
