import { css } from 'styled-components';

/**
 * What Stack and Inline share: `data-align` and `data-justify` as flex alignment, and lists that
 * lose their bullets and indent when a stack or row is rendered as `ul` or `ol`.
 */
export const flexLayoutStyles = css`
  box-sizing: border-box;
  min-inline-size: 0;
  margin: 0;

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
