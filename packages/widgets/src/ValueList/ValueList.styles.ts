import { styled } from 'styled-components';

/** The ID column stays as narrow as its numbers. */
export const IdText = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A very long display name wraps anywhere rather than widening the table. */
export const DisplayNameText = styled.span`
  overflow-wrap: anywhere;
`;
