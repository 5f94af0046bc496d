import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

// As wide as a value editor: an option is a short line of text.
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 26em;
  min-inline-size: 0;
`;

export const GroupLabel = styled.span`
  color: ${token('color.text')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const OptionRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.100')};
  inline-size: 100%;

  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.200')};
`;

export const ImportForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
`;
