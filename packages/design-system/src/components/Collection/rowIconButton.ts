import { css } from 'styled-components';
import { token } from '../../tokens/token.js';

/**
 * A small icon button inside a collection's row (a tree's chevron, a list's drag handle): at
 * least 24px wide (WCAG 2.2, 2.5.8), quiet until hovered, with its focus ring inside the row.
 */
export const rowIconButtonStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${token('space.600')};
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${token('radius.small')};
  background: transparent;
  color: ${token('color.text-subdued')};
  outline: none;

  &[data-hovered] {
    background-color: ${token('color.bg-surface-pressed')};
    color: ${token('color.text')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;
