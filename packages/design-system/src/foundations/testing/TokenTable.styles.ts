import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  caption {
    caption-side: top;
    padding-block-end: ${token('space.200')};
    text-align: start;
    font-size: ${token('font.size.lg')};
    line-height: ${token('font.lineHeight.lg')};
    font-weight: ${token('font.weight.semibold')};
  }

  th,
  td {
    padding-block: ${token('space.200')};
    padding-inline: ${token('space.300')};
    border-block-end: ${token('size.border-width')} solid ${token('color.border')};
    text-align: start;
    vertical-align: middle;
  }

  thead th {
    color: ${token('color.text-subdued')};
    font-weight: ${token('font.weight.semibold')};
  }

  tbody th {
    font-weight: ${token('font.weight.regular')};
  }

  code {
    font-family: ${token('font.family.mono')};
    font-size: ${token('font.size.xs')};
  }
`;

/** The second line of a cell: a token's CSS variable, or a value in pixels. */
export const Secondary = styled.span`
  display: block;
  color: ${token('color.text-subdued')};
`;
