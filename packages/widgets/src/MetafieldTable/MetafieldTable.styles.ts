import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

export const TableLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
`;

/** The search at the inline start, 'Create metafield' at the inline end, wrapping when narrow. */
export const Toolbar = styled.div`
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

/** The selected count and the bulk action, above the table while rows are selected. */
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

/** Dates and Yes/No stay on one line. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/**
 * A value's preview: one line, cut with an ellipsis at the column's width. The whole preview is
 * the cell's text (read by screen readers) and its tooltip.
 */
export const ValuePreview = styled.span`
  display: block;
  max-inline-size: 24em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** One failing metafield per line inside the dialog's critical banner. */
export const FailureList = styled.ul`
  margin: 0;
  padding-inline-start: ${token('space.400')};
`;
