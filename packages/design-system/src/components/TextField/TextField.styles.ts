import { Input, TextField as RACTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import {
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledTextField = styled(RACTextField)`
  ${fieldStackStyles}
`;

export const FieldInput = styled(Input)`
  ${inputFrameStyles}
  ${inputTextStyles}
  min-block-size: ${token('size.control-medium')};

  &[data-focused] {
    ${inputFocusStyles}
  }
`;
