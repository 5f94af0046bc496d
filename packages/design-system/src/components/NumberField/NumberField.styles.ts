import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
} from 'react-aria-components';
import { styled } from 'styled-components';
import {
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledNumberField = styled(RACNumberField)`
  ${fieldStackStyles}
`;

export const NumberFieldGroup = styled(Group)`
  ${inputFrameStyles}
  display: flex;
  align-items: stretch;
  min-block-size: ${token('size.control-medium')};
  overflow: hidden;

  &[data-focus-within] {
    ${inputFocusStyles}
  }
`;

export const NumberFieldInput = styled(Input)`
  ${inputTextStyles}
  flex: 1;
  border: 0;
  background: transparent;
  font-variant-numeric: tabular-nums;
`;

// Side by side rather than stacked: each button keeps a target at least 24px square
// (WCAG 2.2, 2.5.8). They are outside the tab order; the arrow keys do the same from the input.
export const StepperButton = styled(RACButton)`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${token('size.control-medium')};
  margin: 0;
  padding: 0;
  border: 0;
  border-inline-start: ${token('size.border-width')} solid ${token('color.border')};
  background-color: transparent;
  color: ${token('color.text-subdued')};
  cursor: pointer;
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
    color: ${token('color.text')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }

  [data-readonly] > ${NumberFieldGroup} > & {
    display: none;
  }
`;
