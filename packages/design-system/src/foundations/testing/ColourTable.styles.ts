import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

/**
 * A cell drawn in one theme: it carries `data-ms-theme`, so the colour variables inside it take
 * that theme's values whatever theme the page is in.
 */
export const ThemeCell = styled.td`
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  white-space: nowrap;
`;

const sampleSize = `
  display: inline-block;
  box-sizing: border-box;
  inline-size: ${token('space.1000')};
  block-size: ${token('space.600')};
  margin-inline-end: ${token('space.200')};
  vertical-align: middle;
`;

/** A background role: a patch filled with it, outlined so pale fills show on any surface. */
export const FillSwatch = styled.span<{ $color: string }>`
  ${sampleSize}
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.small')};
  background-color: ${({ $color }) => $color};
`;

/** A border or focus-ring role: an outline in it, as controls draw it. */
export const LineSwatch = styled.span<{ $color: string }>`
  ${sampleSize}
  border: ${token('size.focus-ring-width')} solid ${({ $color }) => $color};
  border-radius: ${token('radius.small')};
`;

/** A text role: sample text in it, on the background it is meant for. */
export const TextSwatch = styled.span<{ $color: string; $background: string }>`
  ${sampleSize}
  border-radius: ${token('radius.small')};
  background-color: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('space.600')};
  text-align: center;
`;
