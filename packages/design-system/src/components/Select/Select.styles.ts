import { Button, Select, SelectValue } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldStackStyles, inputFocusStyles, inputFrameStyles } from '../Field/private.js';

// styled() drops react-aria's type parameters (item type, selection mode), which the props'
// callbacks depend on; the cast gives them back. Only the runtime component is styled.
export const StyledSelect = styled(Select)`
  ${fieldStackStyles}
` as unknown as typeof Select;

/** The trigger's box: an input's frame holding the value and a chevron (LiteSelect's too). */
export const selectTriggerStyles = css`
  ${inputFrameStyles}
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  inline-size: 100%;
  min-block-size: ${token('size.control-medium')};
  margin: 0;
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')} ${token('space.200')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;
`;

/** The chosen option's text in the trigger, or the placeholder, cut with an ellipsis. */
export const selectValueStyles = css`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${token('color.text-subdued')};
  }
`;

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
