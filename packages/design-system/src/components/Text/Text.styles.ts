import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledText = styled.p`
  margin-block: 0 ${token('space.300')};
  color: ${token('color.text')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  span& {
    margin: 0;
  }
  &[data-tone='subdued'] {
    color: ${token('color.text-subdued')};
  }
  &[data-tone='critical'] {
    color: ${token('color.text-critical')};
  }
`;
