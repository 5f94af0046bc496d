import { useState } from 'react';
import { Icon } from '../Icon/Icon.js';
import { ThumbnailFrame, ThumbnailImage } from './Thumbnail.styles.js';

export type ThumbnailSize = 'small' | 'medium' | 'large';

export interface ThumbnailProps {
  /** The image's address. Without one, or when it fails to load, a placeholder shows. */
  src?: string | undefined;
  /**
   * What the image shows, such as the product's name. Use `''` when the text beside the
   * thumbnail already says it: the image is then decorative and screen readers skip it.
   */
  alt: string;
  /** small 40px, medium 64px, large 96px. @default 'medium' */
  size?: ThumbnailSize;
  className?: string;
}

/**
 * A small square image, such as a product's photo in a list, cropped to fill its frame. A
 * missing or broken image gives way to a neutral placeholder that keeps the same size and name.
 */
export function Thumbnail({ src, alt, size = 'medium', className }: ThumbnailProps) {
  // Remembering which address failed (not just "failed") shows a new `src` again at once.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showsImage = src !== undefined && src !== '' && src !== failedSrc;

  return (
    <ThumbnailFrame
      data-size={size}
      data-placeholder={showsImage ? undefined : ''}
      className={className}
      {...(!showsImage && alt !== '' && { role: 'img', 'aria-label': alt })}
    >
      {showsImage ? (
        <ThumbnailImage
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Icon name="image" />
      )}
    </ThumbnailFrame>
  );
}
