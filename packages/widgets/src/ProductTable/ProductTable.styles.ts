import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

export const Thumbnail = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${token('radius.small')};
  background: ${token('color.bg-surface-subdued')};
`;
