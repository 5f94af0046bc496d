import { styled } from 'styled-components';
import { flexLayoutStyles, spaceRules } from '../Box/private.js';

export const StyledInline = styled.div`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  ${flexLayoutStyles}
  ${spaceRules('data-gap', 'gap')}

  &[data-wrap='false'] {
    flex-wrap: nowrap;
  }
`;
