import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

/** A variant's image, or the default placeholder. */
export const VariantImage = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${token('radius.small')};
  background: ${token('color.bg-surface-subdued')};
`;
