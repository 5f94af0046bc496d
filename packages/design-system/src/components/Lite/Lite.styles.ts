import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import {
  fieldErrorStyles,
  fieldLabelStyles,
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';
import {
  buttonDisabledStyles,
  buttonFocusRingStyles,
  buttonFrameStyles,
} from '../Button/buttonStyles.js';
import { selectTriggerStyles, selectValueStyles } from '../Select/selectStyles.js';

// The lite fields draw exactly what Select and TextField draw, from the same style parts; only
// the states come from the elements themselves (:hover, :focus, disabled) instead of react-aria.
// Hover only where a pointer can rest: on touch screens :hover sticks after a tap, which
// react-aria's useHover avoids for the full primitives.

export const LiteFieldRoot = styled.div`
  ${fieldStackStyles}
`;

export const LiteLabel = styled.label`
  ${fieldLabelStyles}
`;

export const LiteError = styled.div`
  ${fieldErrorStyles}
`;

export const LiteInput = styled.input`
  ${inputFrameStyles}
  ${inputTextStyles}
  min-block-size: ${token('size.control-medium')};

  @media (hover: hover) {
    &:hover:enabled {
      border-color: ${token('color.text-subdued')};
    }
  }

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  &:focus {
    ${inputFocusStyles}
  }
`;

export const LiteTrigger = styled.button`
  ${selectTriggerStyles}

  @media (hover: hover) {
    &:hover:enabled {
      border-color: ${token('color.text-subdued')};
    }
  }

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  &:focus-visible,
  &[aria-expanded='true'] {
    ${inputFocusStyles}
  }

  & > svg {
    flex: none;
    color: ${token('color.text-subdued')};
  }

  &:disabled > svg {
    color: ${token('color.text-disabled')};
  }
`;

export const LiteValue = styled.span`
  ${selectValueStyles}

  :disabled > &[data-placeholder] {
    color: ${token('color.text-disabled')};
  }
`;

// Button's frame with the states of a native <button>.
export const LiteButtonRoot = styled.button`
  ${buttonFrameStyles}

  @media (hover: hover) {
    &:hover:enabled {
      background-color: var(--ms-button-bg-hover);
    }
  }

  &:active:enabled {
    background-color: var(--ms-button-bg-pressed);
  }

  &:focus-visible {
    ${buttonFocusRingStyles}
  }

  &:disabled {
    ${buttonDisabledStyles}
  }

  &[data-icon-only] {
    flex: none;
    inline-size: ${token('size.control-medium')};
    padding-inline: 0;
  }

  &[data-icon-only][data-size='small'] {
    inline-size: ${token('size.control-small')};
  }

  &[data-icon-only][data-size='large'] {
    inline-size: ${token('size.control-large')};
  }
`;
