import { Heading as RACHeading } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledHeading = styled(RACHeading)`
  margin-block: 0 ${token('space.300')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-weight: ${token('font.weight.semibold')};
  font-size: ${token('font.size.md')};
  line-height: ${token('font.lineHeight.md')};

  &[data-level='1'] {
    font-size: ${token('font.size.2xl')};
    line-height: ${token('font.lineHeight.2xl')};
  }
  &[data-level='2'] {
    font-size: ${token('font.size.xl')};
    line-height: ${token('font.lineHeight.xl')};
  }
  &[data-level='3'] {
    font-size: ${token('font.size.lg')};
    line-height: ${token('font.lineHeight.lg')};
  }
`;
