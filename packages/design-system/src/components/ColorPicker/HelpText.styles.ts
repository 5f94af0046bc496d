import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const DescriptionText = styled.div`
  color: ${token('color.text-subdued')};
`;

// Matches the error of the other fields (Field's FieldErrorText), which needs a react-aria field.
export const ErrorText = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.100')};
  color: ${token('color.text-critical')};

  & > svg {
    margin-block-start: ${token('space.050')};
  }
`;
