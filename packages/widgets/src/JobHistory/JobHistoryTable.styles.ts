import { IconButton, token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** The errors of one job, one per line, in the order the server gave them. */
export const ErrorList = styled.ul`
  margin: 0;
  padding-inline-start: ${token('space.500')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  overflow-wrap: anywhere;
`;

/** The error icon takes the critical colour when the job has errors to show. */
export const ErrorsButton = styled(IconButton)`
  &[data-has-errors] {
    color: ${token('color.text-critical')};
  }
`;

/** The row menu and, while a cancel is pending, its spinner, side by side. */
export const RowActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};
`;

/** Numbers and times keep one line so columns stay readable. */
export const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** Placeholder rows while the first read is in flight. */
export const LoadingRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
  padding-block: ${token('space.300')};
`;
