import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** A list's parts one above the other: toolbar, bulk actions, table, pagination. */
export const ListLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
`;

/** The search at the inline start, the list's create action at the inline end, wrapping when narrow. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${token('space.300')};

  & > :first-child {
    flex: 1 1 16em;
    max-inline-size: 28em;
  }
`;

/** The selected count and the bulk actions, above the table while rows are selected. */
export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.300')};
  padding-block: ${token('space.200')};
  padding-inline: ${token('space.300')};
  border-radius: ${token('radius.medium')};
  background: ${token('color.bg-surface-subdued')};
`;
