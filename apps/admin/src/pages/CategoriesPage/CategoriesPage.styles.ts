import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

/** The search results: each category's name (a link) above its URL path. */
export const SearchResults = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.150')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SearchResult = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space.025')};

  & > a {
    color: ${token('color.text-primary')};
    font-weight: ${token('font.weight.semibold')};
  }

  & > span {
    color: ${token('color.text-subdued')};
    font-size: ${token('font.size.sm')};
  }
`;
