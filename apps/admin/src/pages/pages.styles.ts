import styled from 'styled-components';
import { token } from '@metafields/design-system';

export const CenteredPanel = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
  max-width: 26rem;
  margin-block: 10vh;
  margin-inline: auto;
  padding: ${token('space.600')};
  background: ${token('color.bg-surface')};
  border: 1px solid ${token('color.border')};
  border-radius: ${token('radius.large')};
`;
