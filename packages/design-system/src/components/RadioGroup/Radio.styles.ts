import { RadioButton, RadioField } from 'react-aria-components';
import { styled } from 'styled-components';
import { toggleFocusRingStyles, toggleLabelStyles } from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledRadioField = styled(RadioField)`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;

  /* The description lines up with the label's text, not with the circle. */
  & > :not(label) {
    padding-inline-start: calc(${token('size.icon-medium')} + ${token('space.200')});
  }
`;

export const RadioCircle = styled.span`
  position: relative;
  flex: none;
  box-sizing: border-box;
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('size.icon-medium')};
  /* Centres the 16px circle on the first 20px line of the label. */
  margin-block: ${token('space.050')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.full')};
  background-color: ${token('color.bg-surface')};
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* The dot: a shape, so the choice shows without relying on colour. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 0.375rem;
    block-size: 0.375rem;
    border-radius: ${token('radius.full')};
    background-color: ${token('color.bg-surface')};
    visibility: hidden;
  }
`;

export const StyledRadioButton = styled(RadioButton)`
  ${toggleLabelStyles}

  &[data-hovered] ${RadioCircle} {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid] ${RadioCircle} {
    border-color: ${token('color.border-critical')};
  }

  &[data-selected] ${RadioCircle} {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  &[data-pressed][data-selected] ${RadioCircle} {
    border-color: ${token('color.bg-primary-pressed')};
    background-color: ${token('color.bg-primary-pressed')};
  }

  &[data-selected] ${RadioCircle}::after {
    background-color: ${token('color.text-on-primary')};
    visibility: visible;
  }

  &[data-focus-visible] ${RadioCircle} {
    ${toggleFocusRingStyles}
  }

  /* Read-only: grey instead of the action colour, so it does not invite a click. */
  &[data-readonly] ${RadioCircle} {
    border-color: ${token('color.border-strong')};
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-readonly][data-selected] ${RadioCircle} {
    border-color: ${token('color.text-subdued')};
    background-color: ${token('color.text-subdued')};
  }

  &[data-readonly][data-selected] ${RadioCircle}::after {
    background-color: ${token('color.bg-surface')};
  }

  &[data-disabled] ${RadioCircle} {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }

  &[data-disabled][data-selected] ${RadioCircle}::after {
    background-color: ${token('color.text-disabled')};
  }

  /* Forced colours paint every background as Canvas, which would hide the dot. */
  @media (forced-colors: active) {
    ${RadioCircle} {
      forced-color-adjust: none;
      border-color: ButtonText;
      background-color: Canvas;
    }

    &[data-selected] ${RadioCircle} {
      border-color: Highlight;
      background-color: Highlight;
    }

    &[data-selected] ${RadioCircle}::after {
      background-color: HighlightText;
    }

    &[data-disabled] ${RadioCircle} {
      border-color: GrayText;
    }

    &[data-disabled][data-selected] ${RadioCircle} {
      background-color: GrayText;
    }
  }
`;
