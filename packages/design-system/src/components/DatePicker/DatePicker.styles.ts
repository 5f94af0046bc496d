import { Button, DateInput, DatePicker, DateSegment, Group } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldStackStyles, inputFocusStyles, inputFrameStyles } from '../Field/private.js';

// styled() drops the picker's date type parameter, which `onChange` and the limits depend on;
// the cast gives it back. Only the runtime component is styled.
export const StyledDatePicker = styled(DatePicker)`
  ${fieldStackStyles}
` as unknown as typeof DatePicker;

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
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.control-small')};
  block-size: ${token('size.control-small')};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.small')};
  background: transparent;
  color: ${token('color.text-subdued')};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
    color: ${token('color.text')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  }

  &[data-disabled] {
    background: transparent;
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;
