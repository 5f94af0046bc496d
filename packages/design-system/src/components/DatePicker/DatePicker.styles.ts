import { Button, DateInput, DateSegment, Group } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import {
  fieldIconButtonStyles,
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
} from '../Field/private.js';

// A plain element, not react-aria-components' `DatePicker`, whose module brings the calendar
// along: `DatePicker.tsx` wires the parts itself.
export const DatePickerRoot = styled.div`
  ${fieldStackStyles}
`;

export const DateGroup = styled(Group)`
  ${inputFrameStyles}
  display: flex;
  align-items: center;
  gap: ${token('space.100')};
  min-block-size: ${token('size.control-medium')};
  padding-inline: ${token('space.300')} ${token('space.100')};

  &[data-focus-within] {
    ${inputFocusStyles}
  }
`;

export const StyledDateInput = styled(DateInput)`
  display: flex;
  flex: 1;
  align-items: center;
  min-inline-size: 0;
  padding-block: ${token('space.150')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
`;

export const Segment = styled(DateSegment)`
  box-sizing: border-box;
  padding-inline: ${token('space.025')};
  border-radius: ${token('radius.small')};
  color: ${token('color.text')};
  text-align: end;
  outline: none;
  caret-color: transparent;

  &[data-type='literal'] {
    padding-inline: 0;
    color: ${token('color.text-subdued')};
  }

  &[data-placeholder] {
    color: ${token('color.text-subdued')};
  }

  &[data-focused] {
    background-color: ${token('color.bg-primary')};
    color: ${token('color.text-on-primary')};
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
  }
`;

export const CalendarButton = styled(Button)`
  ${fieldIconButtonStyles}
`;
