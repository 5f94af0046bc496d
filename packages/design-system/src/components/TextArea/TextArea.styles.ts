import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import {
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledTextAreaField = styled(RACTextField)`
  ${fieldStackStyles}
`;

export const StyledTextArea = styled(RACTextArea)`
  ${inputFrameStyles}
  ${inputTextStyles}
  display: block;
  resize: vertical;

  &[data-auto-grow] {
    resize: none;
    overflow-y: hidden;
  }

  &[data-focused] {
    ${inputFocusStyles}
  }
`;

/** Description at the start and the character count at the end of one line. */
export const TextAreaFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.300')};

  & > :first-child {
    flex: 1;
  }
`;

export const CharacterCount = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${token('color.text-subdued')};
  font-variant-numeric: tabular-nums;
`;
