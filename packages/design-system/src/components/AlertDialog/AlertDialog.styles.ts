import { Text as RACText } from 'react-aria-components';
import { styled } from 'styled-components';

export const AlertMessage = styled(RACText)`
  margin: 0;
`;
