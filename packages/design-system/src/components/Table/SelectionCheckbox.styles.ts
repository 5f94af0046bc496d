import { Checkbox as RACCheckbox } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { selectionBox } from './SelectionMark.styles.js';

export const StyledCheckbox = styled(RACCheckbox)`
  ${selectionBox}

  &[data-hovered] .box {
    border-color: ${token('color.text-subdued')};
  }

  &[data-selected] .box,
  &[data-indeterminate] .box {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  &[data-selected] svg,
  &[data-indeterminate] svg {
    visibility: visible;
  }

  &[data-focus-visible] .box {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-disabled] {
    cursor: not-allowed;
  }

  &[data-disabled] .box {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }
`;
