import styled, { css } from 'styled-components';
import { token } from '@metafields/design-system';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${token('space.300')};
  min-height: 3rem;
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.400')};
  background: ${token('color.bg-surface')};
  border-block-end: 1px solid ${token('color.border')};
`;

export const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  color: ${token('color.text')};
  font-weight: 600;
  text-decoration: none;
  margin-inline-end: auto;
`;

/** The page's own content: wide for tables, with one spacing from the navigation and edges. */
export const Main = styled.main<{ $embedded?: boolean }>`
  min-width: 0;
  max-width: 90rem;
  padding-block: ${token('space.400')};
  padding-inline: ${token('space.600')};
  ${({ $embedded }) =>
    $embedded &&
    css`
      padding-block: ${token('space.300')};
      padding-inline: ${token('space.400')};
    `}
`;

/** The navigation beside the page; above it, wrapped in rows, where the window is narrow. */
export const Shell = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(0, 1fr);
  align-items: start;

  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const NavColumn = styled.div`
  position: sticky;
  inset-block-start: 0;
  max-block-size: 100vh;
  overflow-y: auto;
  padding-block: ${token('space.400')};
  padding-inline: ${token('space.200')};
  border-inline-end: 1px solid ${token('color.border')};
  background: ${token('color.bg-surface')};
  min-block-size: 100vh;

  @media (max-width: 48rem) {
    position: static;
    min-block-size: 0;
    border-inline-end: none;
    border-block-end: 1px solid ${token('color.border')};

    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`;

export const StoreName = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: ${token('font.size.md')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${token('space.200')};
  inset-block-start: -100px;
  z-index: 1;
  &:focus {
    inset-block-start: ${token('space.200')};
  }
`;

export const Muted = styled.span`
  color: ${token('color.text-subdued')};
`;
