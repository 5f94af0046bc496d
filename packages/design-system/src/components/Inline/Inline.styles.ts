import { styled } from 'styled-components';
import { spaceRules } from '../Box/private.js';

export const StyledInline = styled.div`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  box-sizing: border-box;
  min-inline-size: 0;
  margin: 0;

  ${spaceRules('data-gap', 'gap')}

  &[data-wrap='false'] {
    flex-wrap: nowrap;
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }

  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='space-between'] {
    justify-content: space-between;
  }

  ul&,
  ol& {
    padding: 0;
    list-style: none;
  }
`;
