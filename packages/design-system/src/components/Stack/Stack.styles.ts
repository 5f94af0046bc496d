import { styled } from 'styled-components';
import { flexLayoutStyles, spaceRules } from '../Box/private.js';

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  ${flexLayoutStyles}
  ${spaceRules('data-gap', 'gap')}
`;
