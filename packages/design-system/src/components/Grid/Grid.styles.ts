import { styled } from 'styled-components';
import { breakpoints } from '../../tokens/breakpoints.js';
import { spaceRules } from '../Box/private.js';

const columnsFrom = (variable: string) => `repeat(var(${variable}), minmax(0, 1fr))`;

// Every grid sets all of its column variables (see Grid.tsx), so a nested grid never inherits
// its parent's counts.
export const StyledGrid = styled.div`
  display: grid;
  box-sizing: border-box;
  min-inline-size: 0;
  margin: 0;
  grid-template-columns: ${columnsFrom('--ms-grid-columns')};

  @media (min-width: ${breakpoints.small}) {
    grid-template-columns: ${columnsFrom('--ms-grid-columns-small')};
  }
  @media (min-width: ${breakpoints.medium}) {
    grid-template-columns: ${columnsFrom('--ms-grid-columns-medium')};
  }
  @media (min-width: ${breakpoints.large}) {
    grid-template-columns: ${columnsFrom('--ms-grid-columns-large')};
  }
  @media (min-width: ${breakpoints.xlarge}) {
    grid-template-columns: ${columnsFrom('--ms-grid-columns-xlarge')};
  }

  /* As many columns as fit, each at least the minimum width (or the whole row, if narrower). */
  &[data-min-item-width] {
    grid-template-columns: repeat(auto-fill, minmax(min(var(--ms-grid-min-item-width), 100%), 1fr));
  }

  ${spaceRules('data-gap', 'gap')}
  ${spaceRules('data-row-gap', 'row-gap')}
  ${spaceRules('data-column-gap', 'column-gap')}

  &[data-align='start'] {
    align-items: start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }

  ul&,
  ol& {
    padding: 0;
    list-style: none;
  }
`;
