import { Link as RACLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const NavRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
  font-size: ${token('font.size.sm')};
`;

export const NavHeader = styled.div`
  padding-inline: ${token('space.300')};
  min-width: 0;
`;

export const SectionTitle = styled.div`
  margin: 0;
  padding-inline: ${token('space.300')};
  padding-block-end: ${token('space.100')};
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.025')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One entry: the current page has a tinted background and a bar on its start edge. */
export const ItemLink = styled(RACLink)`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  min-block-size: 2rem;
  box-sizing: border-box;
  padding-block: ${token('space.050')};
  padding-inline: ${token('space.300')};
  border-radius: ${token('radius.medium')};
  border-inline-start: 3px solid transparent;
  color: ${token('color.text')};
  text-decoration: none;
  outline: none;
  cursor: pointer;

  &[data-hovered] {
    background: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background: ${token('color.bg-surface-pressed')};
  }

  &[aria-current='page'] {
    background: ${token('color.bg-surface-selected')};
    border-inline-start-color: ${token('color.border-selected')};
    color: ${token('color.text-primary')};
    font-weight: ${token('font.weight.semibold')};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${token('color.focus-ring')};
  }
`;
