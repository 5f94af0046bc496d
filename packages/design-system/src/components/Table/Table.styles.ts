import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { selectionBox } from './SelectionMark.styles.js';

// The frame draws the border; the scroller inside it scrolls sideways when columns outgrow it
// (so the page itself never does) and downwards past `maxHeight`, under a sticky header.
export const TableFrame = styled.div`
  position: relative;
  box-sizing: border-box;
  max-inline-size: 100%;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
`;

export const TableScroller = styled.div`
  max-inline-size: 100%;
  overflow: auto;
  overscroll-behavior: contain;
  border-radius: inherit;
`;

// While loading, current rows stay readable (dimming them would break text contrast) under a
// spinner on a raised chip. With no rows yet, the chip sits over the skeleton rows: it is what
// assistive technology hears ('Loading'), the skeleton being hidden from it.
export const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;

  & > * {
    padding: ${token('space.200')};
    border-radius: ${token('radius.full')};
    background-color: ${token('color.bg-surface')};
    box-shadow: ${token('shadow.floating')};
    color: ${token('color.text-primary')};
  }
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  /* Focused only for a moment, on the way out of the grid with Shift+Tab. */
  outline: none;
`;

// As dense as the control panel's tables: 14px text on 20px lines, 6px above and below.
const cellPadding = `
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
`;

export const StyledColumn = styled.th`
  ${cellPadding}
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
  background-color: ${token('color.bg-surface-subdued')};
  color: ${token('color.text-subdued')};
  font-weight: ${token('font.weight.semibold')};
  text-align: start;
  white-space: nowrap;
  vertical-align: middle;
  outline: none;
  /* Stays in view while the rows scroll inside a table with a maxHeight. */
  position: sticky;
  inset-block-start: 0;
  z-index: ${token('zIndex.raised')};

  &[data-align='center'] {
    text-align: center;
  }

  &[data-align='end'] {
    text-align: end;
  }

  &[data-allows-sorting] {
    cursor: pointer;
    user-select: none;
  }

  &[data-allows-sorting]:hover,
  &[data-sort-direction] {
    color: ${token('color.text')};
  }

  [data-focus-visible] &:focus {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const ColumnContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};
`;

export const SortIndicator = styled.svg`
  flex: none;
  inline-size: ${token('size.icon-small')};
  block-size: ${token('size.icon-small')};
  color: ${token('color.text-subdued')};

  [data-sort-direction] & {
    color: ${token('color.text-primary')};
  }
`;

export const StyledTableBody = styled.tbody`
  &[data-empty] > tr > [role='rowheader'] {
    ${cellPadding}
    padding-block: ${token('space.800')};
    color: ${token('color.text-subdued')};
    text-align: center;
  }

  &[data-loading] > tr > td {
    ${cellPadding}
  }
`;

export const StyledRow = styled.tr`
  background-color: ${token('color.bg-surface')};
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:not(:last-child) > td {
    border-block-end: ${token('size.border-width')} solid ${token('color.border')};
  }

  &[data-interactive] {
    cursor: pointer;
  }

  &[data-interactive]:hover {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-interactive]:active {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-selected] {
    background-color: ${token('color.bg-surface-selected')};
  }

  &[aria-disabled='true'] {
    color: ${token('color.text-disabled')};
    cursor: default;
  }

  [data-focus-visible] &:focus {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const StyledCell = styled.td`
  ${cellPadding}
  vertical-align: middle;
  text-align: start;
  outline: none;

  &[data-align='center'] {
    text-align: center;
  }

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  [data-focus-visible] &:focus {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

// Selection columns are as narrow as their checkbox.
export const SelectionColumn = styled(StyledColumn)`
  inline-size: 1px;
  padding-inline-end: 0;
`;

export const SelectionCell = styled(StyledCell)`
  inline-size: 1px;
  padding-inline-end: 0;
`;

// A native checkbox, transparent over the drawn box, so it keeps its own semantics and clicks.
export const CheckboxFrame = styled.span`
  ${selectionBox}
  position: relative;
  vertical-align: middle;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  .box {
    pointer-events: none;
  }

  input:hover + .box {
    border-color: ${token('color.text-subdued')};
  }

  input:checked + .box,
  input:indeterminate + .box {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  input:checked + .box svg,
  input:indeterminate + .box svg {
    visibility: visible;
  }

  input:focus-visible + .box {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  input:disabled {
    cursor: not-allowed;
  }

  input:disabled + .box {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }
`;
