import { styled } from 'styled-components';

// 26em keeps a line of input readable in a wide form; em follows the editor's own text size.
export const Frame = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 26em;
  min-inline-size: 0;
`;
