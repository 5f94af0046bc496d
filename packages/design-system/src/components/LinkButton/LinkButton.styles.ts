import { Link as RACLink } from 'react-aria-components';
import { styled } from 'styled-components';
import {
  buttonDisabledStyles,
  buttonFocusRingStyles,
  buttonFrameStyles,
} from '../Button/buttonStyles.js';

// Button's frame with react-aria Link's states; a link has no pending state.
export const StyledLinkButton = styled(RACLink)`
  ${buttonFrameStyles}
  text-decoration: none;

  &[data-hovered] {
    background-color: var(--ms-button-bg-hover);
  }

  &[data-pressed] {
    background-color: var(--ms-button-bg-pressed);
  }

  &[data-focus-visible] {
    ${buttonFocusRingStyles}
  }

  &[data-disabled] {
    ${buttonDisabledStyles}
  }
`;
