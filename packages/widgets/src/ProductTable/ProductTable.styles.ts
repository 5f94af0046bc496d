import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

// As tall as a line of the table's text with its padding, so rows stay dense.
export const Thumbnail = styled.img`
  display: block;
  inline-size: 1.5rem;
  block-size: 1.5rem;
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
