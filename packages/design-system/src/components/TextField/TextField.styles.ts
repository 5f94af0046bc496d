import { FieldError, Input, Label, Text, TextField as RACTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledTextField = styled(RACTextField)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const FieldLabel = styled(Label)`
  font-weight: ${token('font.weight.semibold')};
  color: ${token('color.text')};
  cursor: default;
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${token('space.050')};
  color: ${token('color.text-critical')};
`;

export const FieldInput = styled(Input)`
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${token('size.control-medium')};
  margin: 0;
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  font: inherit;
  outline: none;
  transition: border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &::placeholder {
    color: ${token('color.text-subdued')};
    opacity: 1;
  }

  &[data-hovered] {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  /* Text inputs show the ring on every focus: typing needs to know where the caret is. */
  &[data-focused] {
    border-color: ${token('color.focus-ring')};
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: 0;
  }

  [data-readonly] > & {
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-disabled] {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

export const FieldDescription = styled(Text)`
  color: ${token('color.text-subdued')};
`;

export const FieldErrorMessage = styled(FieldError)`
  color: ${token('color.text-critical')};
`;
