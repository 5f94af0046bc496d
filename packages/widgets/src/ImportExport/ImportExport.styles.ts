import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** A select or file field need not span a wide panel. */
export const NarrowField = styled.div`
  max-inline-size: 28rem;
`;

/** The start button sits at the inline start, under the fields. */
export const StartRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.300')};
`;
