import { RadioGroup as RACRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldStackStyles } from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledRadioGroup = styled(RACRadioGroup)`
  ${fieldStackStyles}
`;

export const RadioGroupOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${token('space.600')};
  }
`;
