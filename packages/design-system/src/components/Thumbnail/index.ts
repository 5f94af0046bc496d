export { Thumbnail } from './Thumbnail.js';
export type { ThumbnailProps, ThumbnailSize } from './Thumbnail.js';
