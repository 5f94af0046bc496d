import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** The fields one under another, at a readable width. */
export const FieldColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
  max-inline-size: 40em;
`;

/** A field's editor, with its menu (if any) at the inline end, level with the label. */
export const FieldRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.200')};

  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;
