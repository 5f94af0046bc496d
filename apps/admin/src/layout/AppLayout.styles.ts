import styled from 'styled-components';
import { token } from '@metafields/design-system';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${token('space.300')};
  padding-block: ${token('space.200')};
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

export const Main = styled.main`
  max-width: 80rem;
  margin-inline: auto;
  padding: ${token('space.400')};
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${token('space.200')};
  inset-block-start: -100px;
  &:focus {
    inset-block-start: ${token('space.200')};
  }
`;

export const Muted = styled.span`
  color: ${token('color.text-subdued')};
`;
