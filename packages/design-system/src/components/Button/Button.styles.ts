import { Button as RACButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { buttonDisabledStyles, buttonFocusRingStyles, buttonFrameStyles } from './buttonStyles.js';

export const StyledButton = styled(RACButton)`
  ${buttonFrameStyles}

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

  &[data-pending] {
    cursor: progress;
  }
`;

// While pending, the label stays in place (and in the accessible name) but is not painted, so
// the button keeps its width and the spinner sits where the label was.
export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.200')};

  [data-pending] > & {
    opacity: 0;
  }
`;

export const PendingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
