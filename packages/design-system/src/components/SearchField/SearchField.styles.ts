import {
  Button as RACButton,
  Group,
  Input,
  SearchField as RACSearchField,
} from 'react-aria-components';
import { styled } from 'styled-components';
import {
  fieldIconButtonStyles,
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledSearchField = styled(RACSearchField)`
  ${fieldStackStyles}
`;

export const SearchFieldGroup = styled(Group)`
  ${inputFrameStyles}
  display: flex;
  align-items: center;
  min-block-size: ${token('size.control-medium')};
  padding-inline-start: ${token('space.300')};

  &[data-focus-within] {
    ${inputFocusStyles}
  }

  & > svg {
    color: ${token('color.text-subdued')};
  }
`;

export const SearchFieldInput = styled(Input)`
  ${inputTextStyles}
  flex: 1;
  padding-inline: ${token('space.200')};
  border: 0;
  background: transparent;

  /* The clear button replaces the browser's own cancel button. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const ClearButton = styled(RACButton)`
  /* A 28px target inside the 36px field (WCAG 2.2, 2.5.8 asks for 24px). */
  ${fieldIconButtonStyles}
  margin-inline-end: ${token('space.050')};

  /* Nothing to clear, or not allowed to: the button stays out of sight and out of reach. */
  ${StyledSearchField}[data-empty] &,
  ${StyledSearchField}[data-readonly] &,
  ${StyledSearchField}[data-disabled] & {
    visibility: hidden;
  }
`;
