import { styled } from 'styled-components';

/**
 * The rule builder's place in the search row: a button's width while no rule is open; open, a
 * line of its own under the search, as wide as the list, so the search box never moves.
 */
export const FilterSlot = styled.div<{ $isOpen: boolean }>`
  flex: ${({ $isOpen }) => ($isOpen ? '1 0 100%' : '0 0 auto')};
  min-inline-size: 0;
`;
