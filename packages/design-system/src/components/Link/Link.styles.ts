import { Link as RACLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledLink = styled(RACLink)`
  color: ${token('color.text-primary')};
  font-weight: ${token('font.weight.semibold')};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.2em;
  border-radius: ${token('radius.small')};
  outline: none;
  cursor: pointer;

  &[data-hovered] {
    text-decoration-color: currentColor;
  }

  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${token('color.focus-ring')};
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
    cursor: default;
  }
`;
