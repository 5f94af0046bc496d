import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

export const Thumbnail = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${token('radius.small')};
  background: ${token('color.bg-surface-subdued')};
`;

/** The name, then the not-visible icon in a quieter colour. */
export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};

  & > svg {
    flex: none;
    color: ${token('color.text-subdued')};
  }
`;
