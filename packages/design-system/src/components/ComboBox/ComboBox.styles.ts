import { Button, ComboBox, Group, Input } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import {
  fieldIconButtonStyles,
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';

// styled() drops react-aria's type parameters (item type, selection mode), which the props'
// callbacks depend on; the cast gives them back. Only the runtime component is styled.
export const StyledComboBox = styled(ComboBox)`
  ${fieldStackStyles}
` as unknown as typeof ComboBox;

export const ComboBoxGroup = styled(Group)`
  ${inputFrameStyles}
  display: flex;
  align-items: center;
  gap: ${token('space.100')};
  min-block-size: ${token('size.control-medium')};
  padding-inline-end: ${token('space.100')};

  &[data-focus-within] {
    ${inputFocusStyles}
  }

  & > [role='progressbar'] {
    flex: none;
    color: ${token('color.text-subdued')};
  }
`;

export const ComboBoxInput = styled(Input)`
  ${inputTextStyles}
  flex: 1;
  border: 0;
  background: transparent;
`;

export const ComboBoxButton = styled(Button)`
  ${fieldIconButtonStyles}

  & > svg {
    transition: transform ${token('motion.duration.medium')} ${token('motion.easing.standard')};
  }

  [data-open] & > svg {
    transform: rotate(180deg);
  }
`;
