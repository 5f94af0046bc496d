import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Button } from '../Button/Button.js';
import { Select } from '../Select/Select.js';

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

// The shared Select, with its label beside the trigger rather than above it, as a toolbar wants.
export const PageSizeSelect = styled(Select)`
  flex-direction: row;
  align-items: center;
  gap: ${token('space.200')};

  & > label {
    color: ${token('color.text-subdued')};
    font-weight: ${token('font.weight.regular')};
    white-space: nowrap;
  }

  & > button {
    inline-size: auto;
    min-inline-size: 4.5rem;
    font-variant-numeric: tabular-nums;
  }
`;
