import type { SVGProps } from 'react';
import { StyledSvg } from './Icon.styles.js';
import { iconPaths, type IconName } from './iconPaths.js';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Which drawing of the set, such as `'edit'` or `'chevronDown'`. */
  name: IconName;
  /**
   * What the icon says, for an icon that stands alone. Without a title the icon is decorative
   * and hidden from assistive technology (the text next to it says it all).
   */
  title?: string;
  /** How big the drawing is; match it to the text beside it. @default 'medium' (20px) */
  size?: 'small' | 'medium' | 'large';
}

// Drawings that point along the reading direction turn around in right-to-left text.
const mirroredIcons = new Set<IconName>(['chevronLeft', 'chevronRight']);

/** One icon of the set: 24-unit outline drawings in `currentColor`. */
export function Icon({ name, title, size = 'medium', ...props }: IconProps) {
  return (
    <StyledSvg
      viewBox="0 0 24 24"
      data-size={size}
      data-mirror={mirroredIcons.has(name) || undefined}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...props}
    >
      {title && <title>{title}</title>}
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </StyledSvg>
  );
}
