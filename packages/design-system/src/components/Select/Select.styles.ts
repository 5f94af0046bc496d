import { Button, Select, SelectValue } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldStackStyles, inputFocusStyles } from '../Field/private.js';
import { selectTriggerStyles, selectValueStyles } from './selectStyles.js';

// styled() drops react-aria's type parameters (item type, selection mode), which the props'
// callbacks depend on; the cast gives them back. Only the runtime component is styled.
export const StyledSelect = styled(Select)`
  ${fieldStackStyles}
` as unknown as typeof Select;

export const SelectTrigger = styled(Button)`
  ${selectTriggerStyles}

  [data-invalid] > & {
    border-color: ${token('color.border-critical')};
  }

  &[data-focus-visible],
  &[data-pressed] {
    ${inputFocusStyles}
  }

  [data-readonly] > & {
    cursor: default;
  }

  & > svg {
    color: ${token('color.text-subdued')};
    transition: transform ${token('motion.duration.medium')} ${token('motion.easing.standard')};
  }

  [data-open] > & > svg {
    transform: rotate(180deg);
  }

  &[data-disabled] > svg {
    color: ${token('color.text-disabled')};
  }
`;

export const StyledSelectValue = styled(SelectValue)`
  ${selectValueStyles}

  [data-disabled] > &[data-placeholder] {
    color: ${token('color.text-disabled')};
  }
`;
