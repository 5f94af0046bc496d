import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Button } from '../Button/Button.js';
import { inputFocusStyles, inputFrameStyles } from '../Field/private.js';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.200')} ${token('space.600')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const ItemRange = styled.p`
  margin: 0;
  color: ${token('color.text-subdued')};
  font-variant-numeric: tabular-nums;
`;

// Keeps the controls together at the end of the row, even without an item range before them.
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.200')} ${token('space.600')};
  margin-inline-start: auto;
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.100')};
`;

export const PageStatus = styled.span`
  padding-inline: ${token('space.200')};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const PageList = styled.ol`
  display: flex;
  align-items: center;
  gap: ${token('space.050')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageGap = styled.li`
  min-inline-size: ${token('size.control-small')};
  color: ${token('color.text-subdued')};
  text-align: center;
`;

// Square buttons for the arrows and page numbers; the current page reads as selected.
export const PageButton = styled(Button)`
  min-inline-size: ${token('size.control-small')};
  padding-inline: ${token('space.100')};
  font-variant-numeric: tabular-nums;

  &[aria-current='page'] {
    --ms-button-bg: ${token('color.bg-surface-selected')};
    --ms-button-bg-hover: ${token('color.bg-surface-selected')};
    --ms-button-text: ${token('color.text-primary')};
    --ms-button-border: ${token('color.border-selected')};
  }
`;

// The page-size picker: its label beside a native select, as a toolbar wants. Native, because
// a list page's first load should not carry a listbox popover for three numbers.
export const PageSize = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};

  & > label {
    color: ${token('color.text-subdued')};
    white-space: nowrap;
  }
`;

export const PageSizeControl = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  & > select {
    ${inputFrameStyles}
    min-inline-size: 4.5rem;
    min-block-size: ${token('size.control-small')};
    margin: 0;
    padding-block: ${token('space.100')};
    padding-inline: ${token('space.300')} calc(${token('space.300')} + ${token('size.icon-small')});
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    appearance: none;
  }

  & > select:hover {
    border-color: ${token('color.text-subdued')};
  }

  & > select:focus-visible {
    ${inputFocusStyles}
  }

  & > select:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  /* The chevron of the design system's selects, drawn over the native one it replaces. */
  & > svg {
    position: absolute;
    inset-inline-end: ${token('space.200')};
    pointer-events: none;
  }
`;
