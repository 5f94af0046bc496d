import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

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
