import styled from 'styled-components';

/** The public page's column, outside the app's layout. */
export const PublicPage = styled.div`
  max-width: 64rem;
  margin-inline: auto;
`;
