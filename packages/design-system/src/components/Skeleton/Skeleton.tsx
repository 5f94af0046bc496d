import { VisuallyHidden } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { skeletonMessages } from './messages.js';
import { SkeletonBlock, StyledSkeleton } from './Skeleton.styles.js';

export type SkeletonVariant = 'text' | 'circle' | 'rect';

export interface SkeletonProps {
  /** The shape of what is loading: lines of text, an avatar or icon, or a block. @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines; the last of several is shorter, as a paragraph's is. @default 1 */
  lines?: number;
  /** Width (a CSS length); text and rectangles fill their container by default. */
  inlineSize?: CSSProperties['inlineSize'];
  /** Height of a rectangle, or the diameter of a circle (a CSS length). */
  blockSize?: CSSProperties['blockSize'];
  /**
   * Adds a "Loading" text for screen readers, which otherwise skip the placeholder. Set it on
   * one skeleton of a group, or give the loading region `aria-busy` and a status of its own.
   */
  showLoadingText?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Grey placeholder shapes where content is loading, so the page keeps its layout. The shapes
 * are hidden from assistive technology; they pulse gently, and hold still when the person
 * prefers reduced motion.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  inlineSize,
  blockSize,
  showLoadingText = false,
  className,
  style,
}: SkeletonProps) {
  const t = useMessages(skeletonMessages);
  const blockCount = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <StyledSkeleton
      data-variant={variant}
      className={className}
      style={{ inlineSize: variant === 'circle' ? undefined : inlineSize, ...style }}
    >
      {Array.from({ length: blockCount }, (_, index) => (
        <SkeletonBlock
          key={index}
          aria-hidden="true"
          data-variant={variant}
          data-last-line={(blockCount > 1 && index === blockCount - 1) || undefined}
          style={
            variant === 'circle'
              ? { inlineSize: blockSize, blockSize }
              : variant === 'rect'
                ? { blockSize }
                : undefined
          }
        />
      ))}
      {showLoadingText && <VisuallyHidden>{t('skeleton.loading')}</VisuallyHidden>}
    </StyledSkeleton>
  );
}
